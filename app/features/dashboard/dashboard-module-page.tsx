import { ChevronRight, Construction } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import { dashboardTexts } from "~/content/dashboard";
import { DASHBOARD_PATH, type DashboardModule } from "~/content/dashboard-modules";
import { comingSoonToast } from "~/content/toasts";
import { cn } from "~/lib/cn";

/** The placeholder page of one dashboard module (SPEC section 2, "/dashboard/{moduleId}"). */
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
          <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {service.title}
          </h1>
          <p className="mt-1 text-pretty text-muted-foreground">{service.description}</p>
        </div>
      </div>

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
    </div>
  );
}

/** An unknown service id (SPEC section 8), served with HTTP 404. */
export function DashboardModuleNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand">Erreur 404</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">{dashboardTexts.notFoundTitle}</h1>
      <p className="mt-3 text-muted-foreground">{dashboardTexts.notFoundText}</p>
      <Link to={DASHBOARD_PATH} className={cn(buttonClass("primary"), "mt-8")}>
        {dashboardTexts.backToDashboard}
      </Link>
    </section>
  );
}
