import { FeaturePanel, LIST_LABEL, listClass, panelClass, TabLabel } from "./feature-panel";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { featureTabs, type FeatureTabId } from "~/content/saas";

/** The feature tabs with Radix's keyboard model; loaded on demand by FeatureTabs. */
export function RadixFeatureTabs({
  active,
  onActiveChange,
}: {
  active: FeatureTabId;
  onActiveChange: (id: FeatureTabId) => void;
}) {
  return (
    <Tabs
      value={active}
      onValueChange={(value) => onActiveChange(value as FeatureTabId)}
      className="grid gap-8"
    >
      <TabsList aria-label={LIST_LABEL} className={listClass} data-enhanced="">
        {featureTabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id} data-tab-id={tab.id}>
            <TabLabel tab={tab} />
          </TabsTrigger>
        ))}
      </TabsList>
      {featureTabs.map((tab) => (
        <TabsContent
          key={tab.id}
          value={tab.id}
          selected={active === tab.id}
          className={panelClass}
        >
          <FeaturePanel tab={tab} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
