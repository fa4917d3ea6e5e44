import { Plus } from "lucide-react";
import type { DashboardAlert, DashboardFigure } from "~/contracts/dashboard-figures";
import { Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import { dashboardTexts } from "~/content/dashboard";
import { dashboardCategories, dashboardModules } from "~/content/dashboard-modules";
import { REPORTS_PATH } from "~/content/reports";
import { comingSoonToast } from "~/content/toasts";
import { useAccount } from "./account-context";
import { searchModules, ticketEntry } from "./search";
import { NoWorkspaceCard } from "./no-workspace-card";
import { TrialBadge } from "./trial-badge";
import { WorkspaceSwitcher } from "./workspace-switcher";
import { ModuleTiles } from "./module-tiles";
import { RecentAlerts } from "./recent-alerts";
import { StatCards, type OpenTickets } from "./stat-cards";

/**
 * The dashboard index (SPEC section 2): greeting, 'Nouveau Rapport', the four figures and every
 * service grouped by category. With ?q= (the search without JavaScript) the matches come first.
 */
export function DashboardHome({
  query,
  openTickets = null,
  figures = [],
  alerts = null,
}: {
  query: string;
  openTickets?: OpenTickets | null;
  /** The modules' real figures (signed in with a workspace), after 'Tickets ouverts'. */
  figures?: readonly DashboardFigure[];
  /** The workspace's 'Alertes récentes' (signed in with a workspace; null: the demo). */
  alerts?: readonly DashboardAlert[] | null;
}) {
  const account = useAccount();
  const q = query.trim();
  const ticket = q && account?.workspace ? ticketEntry(q) : null;
  const results = q ? [...(ticket ? [ticket] : []), ...searchModules(q)] : [];
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <div className="flex min-w-0 flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 max-md:w-full">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {account ? dashboardTexts.greetingFor(account.firstName) : dashboardTexts.greeting}
          </h1>
          <p className="mt-1 text-muted-foreground">{dashboardTexts.intro}</p>
          {account?.workspace ? (
            <WorkspaceSwitcher idPrefix="accueil" className="mt-4 md:hidden" />
          ) : null}
          {account ? <TrialBadge account={account} /> : null}
        </div>
        {account?.workspace ? (
          // The monthly PDF reports (issue 35); the anonymous demo keeps its toast.
          <Link to={REPORTS_PATH} className={buttonClass()}>
            <Plus aria-hidden />
            {dashboardTexts.newReport}
          </Link>
        ) : (
          <Button type="button" onClick={() => toast(comingSoonToast)}>
            <Plus aria-hidden />
            {dashboardTexts.newReport}
          </Button>
        )}
      </div>

      {account && !account.workspace ? <NoWorkspaceCard account={account} /> : null}

      {q ? (
        <section aria-labelledby="resultats-titre" data-testid="search-results">
          <h2 id="resultats-titre" className="mb-3 text-lg font-semibold">
            {dashboardTexts.resultsFor(q)}
          </h2>
          {results.length > 0 ? (
            <ModuleTiles modules={results} />
          ) : (
            <p className="text-muted-foreground">{dashboardTexts.noResults(q)}</p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="apercu-titre">
        <h2 id="apercu-titre" className="sr-only">
          {dashboardTexts.statsHeading}
        </h2>
        <StatCards openTickets={openTickets} figures={figures} />
      </section>

      {alerts ? <RecentAlerts alerts={alerts} /> : null}

      <section id="services" aria-labelledby="services-titre" className="grid gap-6">
        <h2 id="services-titre" className="text-lg font-semibold">
          {dashboardTexts.modulesHeading}
        </h2>
        {dashboardCategories.map((category) => (
          <div key={category.id} id={`categorie-${category.id}`} className="grid gap-3">
            <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
              <category.icon aria-hidden className="size-4 text-brand" />
              {category.name}
            </h3>
            <ModuleTiles modules={dashboardModules.filter((s) => s.categoryId === category.id)} />
          </div>
        ))}
      </section>
    </div>
  );
}
