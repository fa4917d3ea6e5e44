import { Building2, Inbox } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { INBOX_PATH } from "~/content/inbox";
import { switcherTexts as t } from "~/content/workspace-switcher";
import { cn } from "~/lib/cn";
import type { DashboardAccount } from "./account";
import { CreateWorkspaceForm } from "./workspace-switcher";

/**
 * The dashboard's home for a person in no workspace: staff (whose account has none: they see a
 * customer's data only once invited) or someone who left their last one. They may create one.
 */
export function NoWorkspaceCard({ account }: { account: DashboardAccount }) {
  const location = useLocation();
  return (
    <section
      aria-labelledby="sans-espace-titre"
      data-testid="no-workspace"
      className="grid gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:max-w-xl sm:p-6"
    >
      <div className="flex items-start gap-3">
        <Building2 aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="grid gap-1">
          <h2 id="sans-espace-titre" className="font-semibold">
            {t.noWorkspaceTitle}
          </h2>
          <p className="text-sm text-muted-foreground">
            {account.isAdmin ? t.staffText : t.noWorkspaceText}
          </p>
        </div>
      </div>
      {account.isAdmin ? (
        <Link to={INBOX_PATH} className={cn(buttonClass("outline", "sm"), "justify-self-start")}>
          <Inbox aria-hidden />
          {t.staffInboxLink}
        </Link>
      ) : null}
      <div className="-mx-2 border-t pt-2">
        <CreateWorkspaceForm
          idPrefix="accueil"
          returnTo={`${location.pathname}${location.search}`}
        />
      </div>
    </section>
  );
}
