import type { ReactNode } from "react";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { dashboardTexts } from "~/content/dashboard";
import { DASHBOARD_PATH } from "~/content/dashboard-services";
import { cn } from "~/lib/cn";

/** A simple page of the user menu (Paramètres, Support) until accounts exist. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <div className="mt-6 grid gap-3 rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
        {children}
      </div>
      <Link to={DASHBOARD_PATH} className={cn(buttonClass("outline"), "mt-6")}>
        <ArrowLeft aria-hidden />
        {dashboardTexts.backToDashboard}
      </Link>
    </div>
  );
}
