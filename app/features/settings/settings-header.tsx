import { Link } from "react-router";
import { JOURNAL_PATH } from "~/content/journal";
import { settingsTexts } from "~/content/settings";
import { settingsNavTexts as n, WORKSPACE_SETTINGS_PATH } from "~/content/workspace-settings";
import { can } from "~/contracts/workspace-roles";
import { useAccount } from "~/features/dashboard";
import { cn } from "~/lib/cn";

export type SettingsSection = "account" | "workspace" | "journal";

/**
 * The title of the settings pages and their sub-navigation: Compte, Espace de travail (for a
 * member of a workspace) and Journal (owners and administrators: the matrix's `audit.read`).
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
  ];
  return (
    <div className="grid gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{settingsTexts.title}</h1>
        <p className="mt-1 text-muted-foreground">{lead}</p>
      </div>
      <nav aria-label={n.label}>
        <ul className="inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-muted p-1">
          {links.map((link) => {
            const active = link.id === current;
            return (
              <li key={link.id}>
                <Link
                  to={link.to}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex h-8 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors",
                    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                    active
                      ? "bg-background text-foreground shadow-sm"
                      : "text-muted-foreground hover:text-foreground",
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
