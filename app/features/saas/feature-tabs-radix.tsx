import { Tabs } from "radix-ui";
import {
  FeaturePanel,
  LIST_LABEL,
  listClass,
  panelClass,
  TabLabel,
  triggerClass,
} from "./feature-panel";
import { featureTabs, type FeatureTabId } from "~/content/saas";

// Radix Tabs, rendered so that they carry no inline style (the CSP refuses them): the panels are
// force-mounted and hidden by us, and their inline `animation-duration` (and the list's
// `outline`) are overridden with nothing. See docs/decisions/0009-tabs-and-faq-under-csp.md.
const noStyle = { animationDuration: undefined, outline: undefined };

/** The feature tabs with Radix's keyboard model; loaded on demand by FeatureTabs. */
export function RadixFeatureTabs({
  active,
  onActiveChange,
}: {
  active: FeatureTabId;
  onActiveChange: (id: FeatureTabId) => void;
}) {
  return (
    <Tabs.Root
      value={active}
      onValueChange={(value) => onActiveChange(value as FeatureTabId)}
      className="grid gap-8"
    >
      <Tabs.List aria-label={LIST_LABEL} style={noStyle} className={listClass} data-enhanced="">
        {featureTabs.map((tab) => (
          <Tabs.Trigger key={tab.id} value={tab.id} className={triggerClass} data-tab-id={tab.id}>
            <TabLabel tab={tab} />
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {featureTabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id} forceMount asChild>
          <div hidden={active !== tab.id} style={noStyle} className={panelClass}>
            <FeaturePanel tab={tab} />
          </div>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
