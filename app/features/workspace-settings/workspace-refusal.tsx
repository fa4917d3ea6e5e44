import { ShieldAlert } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ErrorPage } from "~/components/layout/error-page";
import { refusalTexts as t } from "~/content/workspace-settings";
import { cn } from "~/lib/cn";

/**
 * The error of a workspace page: a refusal of the tenant helper (403 for a role, 400 for a bad
 * address…) with its French message; anything else as the dashboard's error page.
 */
export function WorkspaceRefusal({ error }: { error: unknown }) {
  const message = isRouteErrorResponse(error)
    ? (error.data as { message?: unknown } | null)?.message
    : undefined;
  if (!isRouteErrorResponse(error) || typeof message !== "string") {
    return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} home="dashboard" />;
  }
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
        <ShieldAlert aria-hidden className="size-6" />
      </span>
      <p className="mt-4 text-sm font-semibold tracking-widest text-brand">
        {t.status(error.status)}
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
        {t.titles[error.status] ?? t.fallbackTitle}
      </h1>
      <p className="mt-4 text-base text-pretty text-muted-foreground">{message}</p>
      <Link to="/dashboard/parametres" className={cn(buttonClass("outline"), "mt-8")}>
        {t.back}
      </Link>
    </section>
  );
}
