import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { ErrorPage } from "~/components/layout/error-page";
import { PortalShell } from "~/features/helpdesk";
import { notFoundMeta, rootMetaData } from "~/lib/seo";
import { useRootData } from "~/lib/use-root-data";
import { portalLoader } from "~/server/helpdesk/portal/portal-page.server";

// The requester portal's layout (/portail/{slug}…): the workspace the slug names (unknown: the
// French 404 page), a light shell of its own, never indexed.
export const loader = ({ params }: Route.LoaderArgs) => portalLoader(params.slug);

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const headers = new Headers(errorHeaders ?? loaderHeaders);
  headers.set("X-Robots-Tag", "noindex, nofollow");
  return headers;
};

export const meta: Route.MetaFunction = ({ error, matches, location }) =>
  isRouteErrorResponse(error) && error.status === 404
    ? notFoundMeta(rootMetaData(matches), location.pathname)
    : (matches[0]?.meta ?? []);

export default function PortalLayout({ loaderData }: Route.ComponentProps) {
  const { site } = useRootData();
  return (
    <PortalShell workspace={loaderData} brand={site.brandName}>
      <Outlet />
    </PortalShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { site } = useRootData();
  const workspace = useRouteLoaderData<typeof loader>("routes/_portal/layout") ?? null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <PortalShell workspace={workspace} brand={site.brandName}>
      <ErrorPage status={status} />
    </PortalShell>
  );
}
