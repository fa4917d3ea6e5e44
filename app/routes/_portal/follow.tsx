import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/follow";
import { followTexts } from "~/content/helpdesk-portal";
import type { PortalWorkspaceView } from "~/contracts/helpdesk-portal";
import { FollowPage } from "~/features/helpdesk";
import { NO_STORE } from "~/lib/cache-control";
import { pageMeta, rootMetaData } from "~/lib/seo";
import { followAction, followLoader } from "~/server/helpdesk/portal/portal-follow.server";

// /portail/:slug/suivi/:number?jeton=…: the requester's private page for one ticket.
export const loader = ({ request, params }: Route.LoaderArgs) => followLoader({ request, params });

export const action = ({ request, context, params }: Route.ActionArgs) =>
  followAction({ request, context, params });

// The token is in the URL: never stored by a cache, never sent to another site ("same-origin",
// not "no-referrer", which would make the page's own forms post with `Origin: null`, refused).
export const headers: Route.HeadersFunction = ({ parentHeaders }) => {
  parentHeaders.set("Cache-Control", NO_STORE["Cache-Control"]);
  parentHeaders.set("Referrer-Policy", "same-origin");
  return parentHeaders;
};

export const meta: Route.MetaFunction = ({ matches, data, location }) => {
  const root = rootMetaData(matches);
  const title = data ? followTexts.metaTitle(data.number) : followTexts.kicker;
  return pageMeta(root, {
    title: `${title} | ${root.brandName}`,
    description: followTexts.kicker,
    path: location.pathname,
    noindex: true,
  });
};

export default function Follow({ loaderData, actionData }: Route.ComponentProps) {
  const workspace = useRouteLoaderData<PortalWorkspaceView>("routes/_portal/layout")!;
  return <FollowPage view={loaderData} slug={workspace.slug} answer={actionData} />;
}
