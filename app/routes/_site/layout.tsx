import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { ErrorPage } from "~/components/layout/error-page";
import { SiteShell } from "~/components/layout/site-shell";
import { notFoundMeta, rootMetaData } from "~/lib/seo";

// A child whose loader throws (an unknown /services/<slug>) is rendered by the boundary below,
// and only the meta of the routes down to this layout run: this one titles the 404 page.
export const meta: Route.MetaFunction = ({ error, matches, location }) =>
  isRouteErrorResponse(error) && error.status === 404
    ? notFoundMeta(rootMetaData(matches), location.pathname)
    : (matches[0]?.meta ?? []);

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
