import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { ErrorPage } from "~/components/layout/error-page";
import { SiteShell } from "~/components/layout/site-shell";

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <SiteShell>
      <ErrorPage status={status} />
    </SiteShell>
  );
}
