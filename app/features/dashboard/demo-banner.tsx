import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { AUTH_PATHS } from "~/content/auth";
import { dashboardTexts } from "~/content/dashboard";
import { cn } from "~/lib/cn";

/** The public demo's discreet invitation to start the trial (anonymous visitors only). */
export function DemoBanner() {
  return (
    <aside
      aria-label="Démo publique"
      data-testid="demo-banner"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b bg-brand/5 px-4 py-2.5 text-sm sm:px-6"
    >
      <p className="flex w-full items-start gap-2 text-muted-foreground sm:w-auto sm:min-w-0 sm:flex-1 sm:items-center">
        <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0 text-brand sm:mt-0" />
        {dashboardTexts.demoBanner}
      </p>
      <div className="flex items-center gap-2">
        <Link to={AUTH_PATHS.signIn} className={buttonClass("ghost", "sm")}>
          {dashboardTexts.demoSignIn}
        </Link>
        <Link to={AUTH_PATHS.signUp} className={cn(buttonClass("primary", "sm"))}>
          {dashboardTexts.demoCta}
        </Link>
      </div>
    </aside>
  );
}
