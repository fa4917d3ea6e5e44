import { ChevronRight, CircleCheck, Construction } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import { AUTH_PATHS } from "~/content/auth";
import { dashboardTexts } from "~/content/dashboard";
import { DASHBOARD_PATH } from "~/content/dashboard-links";
import { type DashboardModule } from "~/content/dashboard-modules";
import { comingSoonToast } from "~/content/toasts";
import { cn } from "~/lib/cn";
import { useAccount } from "./account-context";
import { PlanGateNotice } from "./plan-gate-notice";
import { UpcomingBadge } from "./upcoming-badge";

/**
 * The page of one dashboard module without its real content (SPEC section 2,
 * "/dashboard/{moduleId}"): the placeholder for a module still to come, the way in for one that
 * works (public demo, or no workspace).
 */
export function DashboardModulePage({ service }: { service: DashboardModule }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <nav aria-label={dashboardTexts.breadcrumb}>
        <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
          <li>
            <Link to={DASHBOARD_PATH} className="hover:text-foreground hover:underline">
              {dashboardTexts.indexLabel}
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="size-3.5" />
          </li>
          <li>
            <Link
              to={`${DASHBOARD_PATH}#categorie-${service.categoryId}`}
              className="hover:text-foreground hover:underline"
            >
              {service.categoryName}
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="size-3.5" />
          </li>
          <li aria-current="page" className="font-medium text-foreground">
            {service.title}
          </li>
        </ol>
      </nav>

      <div className="mt-6 flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-primary/10 text-brand">
          <service.icon aria-hidden className="size-6" />
        </span>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              {service.title}
            </h1>
            {service.available ? null : <UpcomingBadge className="text-xs" />}
          </div>
          <p className="mt-1 text-pretty text-muted-foreground">{service.description}</p>
        </div>
      </div>

      <PlanGateNotice moduleId={service.id} />
      {service.available ? <AvailableModule /> : <UpcomingModule />}
    </div>
  );
}

/** A module still to come: the spec's placeholder ('section en cours de développement'). */
function UpcomingModule() {
  return (
    <section className="mt-8 flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-12 text-center shadow-sm">
      <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
        <Construction aria-hidden className="size-6" />
      </span>
      <p className="mt-4 text-lg font-semibold">{dashboardTexts.underDevelopment}</p>
      <p className="mt-1 max-w-md text-sm text-muted-foreground">{dashboardTexts.demoPitch}</p>
      <Button type="button" className="mt-6" onClick={() => toast(comingSoonToast)}>
        {dashboardTexts.requestDemo}
      </Button>
    </section>
  );
}

/**
 * A module that works, seen from the public demo (or without a workspace): never 'en cours de
 * développement'; the way in instead.
 */
function AvailableModule() {
  const account = useAccount();
  return (
    <section
      data-testid="available-module"
      className="mt-8 flex flex-col items-center rounded-xl border bg-card px-6 py-12 text-center shadow-sm"
    >
      <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-brand">
        <CircleCheck aria-hidden className="size-6" />
      </span>
      <p className="mt-4 text-lg font-semibold text-balance">{dashboardTexts.availableTitle}</p>
      <p className="mt-1 max-w-md text-sm text-pretty text-muted-foreground">
        {account ? dashboardTexts.availableNoWorkspace : dashboardTexts.availablePitch}
      </p>
      {account ? null : (
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Link to={AUTH_PATHS.signUp} className={buttonClass("primary")}>
            {dashboardTexts.demoCta}
          </Link>
          <Link to={AUTH_PATHS.signIn} className={buttonClass("outline")}>
            {dashboardTexts.demoSignIn}
          </Link>
        </div>
      )}
    </section>
  );
}

/** An unknown service id (SPEC section 8), served with HTTP 404. */
export function DashboardModuleNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand">Erreur 404</p>
      <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">
        {dashboardTexts.notFoundTitle}
      </h1>
      <p className="mt-3 text-muted-foreground">{dashboardTexts.notFoundText}</p>
      <Link to={DASHBOARD_PATH} className={cn(buttonClass("primary"), "mt-8")}>
        {dashboardTexts.backToDashboard}
      </Link>
    </section>
  );
}
