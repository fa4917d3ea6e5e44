import { useState } from "react";
import { FeaturePanel, LIST_LABEL, listClass, panelClass, TabLabel } from "./feature-panel";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { DEFAULT_FEATURE_TAB, featureTabs, type FeatureTabId } from "~/content/saas";

const isFeatureTab = (value: string): value is FeatureTabId =>
  featureTabs.some((tab) => tab.id === value);

/**
 * The three feature themes of the platform, helpdesk first (SPEC section 4), as tabs with the
 * full keyboard model. Without JavaScript the helpdesk panel shows; the others' words are in the
 * HTML too, hidden.
 */
export function FeatureTabs() {
  const [active, setActive] = useState<FeatureTabId>(DEFAULT_FEATURE_TAB);
  return (
    <Tabs
      value={active}
      onValueChange={(value) => isFeatureTab(value) && setActive(value)}
      className="grid gap-8"
    >
      <TabsList aria-label={LIST_LABEL} className={listClass}>
        {featureTabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            <TabLabel tab={tab} />
          </TabsTrigger>
        ))}
      </TabsList>
      {featureTabs.map((tab) => (
        <TabsContent key={tab.id} value={tab.id} className={panelClass}>
          <FeaturePanel tab={tab} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
