import { BILLING_PATH, billingCan } from "~/content/billing";
import { billingPageTexts } from "~/content/billing-page";
import { HELPDESK_SETTINGS_PATH } from "~/content/helpdesk-settings";
import { INVENTORY_SETTINGS_PATH } from "~/content/inventory-settings";
import { JOURNAL_PATH } from "~/content/journal";
import { settingsTexts } from "~/content/settings";
import { settingsNavTexts as n, WORKSPACE_SETTINGS_PATH } from "~/content/workspace-settings";
import { can } from "~/contracts/workspace-roles";
import { useAccount } from "~/features/dashboard";
import { SectionTabs, type SectionTab } from "~/components/ui/section-tabs";

export type SettingsSection = "account" | "workspace" | "journal" | "billing";
/** The modules' own settings pages are linked from here; their pages have their own header. */
type SettingsLink = SettingsSection | "helpdesk" | "inventory";

/**
 * The title of the settings pages and their sub-navigation: Compte, Espace de travail (for a
 * member of a workspace), Journal (owners and administrators: the matrix's `audit.read`), and the
 * modules' own settings pages for those the matrix lets change them (`helpdesk.configure`,
 * `asset.configure`).
 */
export function SettingsHeader({ current, lead }: { current: SettingsSection; lead: string }) {
  const account = useAccount();
  const role = account?.workspace?.role;
  const links: SectionTab<SettingsLink>[] = [
    { id: "account", label: n.account, to: "/dashboard/parametres" },
  ];
  if (role) {
    links.push({
      id: "workspace",
      label: n.workspace,
      shortLabel: n.workspaceShort,
      to: WORKSPACE_SETTINGS_PATH,
    });
    if (can(role, "audit.read")) links.push({ id: "journal", label: n.journal, to: JOURNAL_PATH });
    // The subscription (issue 36): the Propriétaire buys, an Administrateur reads.
    if (billingCan(role, "billing.read")) {
      links.push({ id: "billing", label: billingPageTexts.title, to: BILLING_PATH });
    }
    if (can(role, "helpdesk.configure")) {
      links.push({ id: "helpdesk", label: n.helpdesk, to: HELPDESK_SETTINGS_PATH });
    }
    if (can(role, "asset.configure")) {
      links.push({ id: "inventory", label: n.inventory, to: INVENTORY_SETTINGS_PATH });
    }
  }
  return (
    <div className="grid gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{settingsTexts.title}</h1>
        <p className="mt-1 text-muted-foreground">{lead}</p>
      </div>
      <SectionTabs<SettingsLink> label={n.label} tabs={links} current={current} />
    </div>
  );
}
