import { SettingsShell } from "~/components/module/settings-shell";
import { INVENTORY_PATH } from "~/content/inventory";
import { inventorySettingsTexts as t } from "~/content/inventory-settings";
import type { InventorySettingsView } from "~/contracts/inventory-settings-view";
import { AgentCard } from "./settings-agent";
import { LocationsCard } from "./settings-locations";
import { TypesCard } from "./settings-types";

const SECTIONS = [
  { id: "types", label: t.types.heading },
  { id: "emplacements", label: t.locations.heading },
  { id: "agent", label: t.agent.heading },
] as const;

/**
 * /dashboard/inventory-management/parametres: one card per setting, each row its own forms.
 * While the workspace is read-only the forms are shown disabled (the server refuses them anyway).
 */
export function InventorySettingsPage({
  view,
  moduleTitle,
}: {
  view: InventorySettingsView;
  moduleTitle: string;
}) {
  return (
    <SettingsShell
      title={t.title}
      lead={t.lead(view.workspaceName)}
      module={{ title: moduleTitle, href: INVENTORY_PATH }}
      sections={SECTIONS}
      sectionsLabel={t.sectionsLabel}
      readOnly={view.readOnly}
      readOnlyText={t.readOnly}
    >
      <TypesCard view={view} />
      <LocationsCard view={view} />
      <AgentCard view={view} />
    </SettingsShell>
  );
}
