import { Link } from "react-router";
import { BILLING_PATH, billingCan } from "~/content/billing";
import { billingPageTexts } from "~/content/billing-page";
import { HELPDESK_SETTINGS_PATH } from "~/content/helpdesk-settings";
import { INVENTORY_SETTINGS_PATH } from "~/content/inventory-settings";
import { JOURNAL_PATH } from "~/content/journal";
import { settingsTexts } from "~/content/settings";
import { settingsNavTexts as n, WORKSPACE_SETTINGS_PATH } from "~/content/workspace-settings";
import { can } from "~/contracts/workspace-roles";
import { useAccount } from "~/features/dashboard";
import { cn } from "~/lib/cn";

export type SettingsSection = "account" | "workspace" | "journal" | "billing";

/**
 * The title of the settings pages and their sub-navigation: Compte, Espace de travail (for a
 * member of a workspace), Journal (owners and administrators: the matrix's `audit.read`), and the
 * modules' own settings pages for those the matrix lets change them (`helpdesk.configure`,
 * `asset.configure`).
 */
export function SettingsHeader({ current, lead }: { current: SettingsSection; lead: string }) {
  const account = useAccount();
  const role = account?.workspace?.role;
  const links = [
    { id: "account", label: n.account, to: "/dashboard/parametres" },
    ...(role ? [{ id: "workspace", label: n.workspace, to: WORKSPACE_SETTINGS_PATH }] : []),
    ...(role && can(role, "audit.read")
      ? [{ id: "journal", label: n.journal, to: JOURNAL_PATH }]
      : []),
    // The subscription (issue 36): the Propriétaire buys, an Administrateur reads.
    ...(role && billingCan(role, "billing.read")
      ? [{ id: "billing", label: billingPageTexts.title, to: BILLING_PATH }]
      : []),
    ...(role && can(role, "helpdesk.configure")
      ? [{ id: "helpdesk", label: n.helpdesk, to: HELPDESK_SETTINGS_PATH }]
      : []),
    ...(role && can(role, "asset.configure")
      ? [{ id: "inventory", label: n.inventory, to: INVENTORY_SETTINGS_PATH }]
      : []),
  ];
  return (
    <div className="grid gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{settingsTexts.title}</h1>
        <p className="mt-1 text-muted-foreground">{lead}</p>
      </div>
      {/* One line that scrolls on a phone, as the teams' tabs: wrapped, the underline was under
          one of two rows. */}
      <nav aria-label={n.label} className="-mx-1 overflow-x-auto">
        <ul className="flex w-max min-w-full gap-x-5 border-b px-1">
          {links.map((link) => {
            const active = link.id === current;
            return (
              <li key={link.id}>
                <Link
                  to={link.to}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "-mb-px flex h-10 items-center border-b-2 px-0.5 text-sm font-medium whitespace-nowrap transition-colors",
                    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                    active
                      ? "border-brand text-foreground"
                      : "border-transparent text-muted-foreground hover:border-border hover:text-foreground",
                  )}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
