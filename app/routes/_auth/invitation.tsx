import { useLocation } from "react-router";
import type { Route } from "./+types/invitation";
import { invitationTexts } from "~/content/members";
import { InvitationCard } from "~/features/members/invitation";
import { pageMeta, rootMetaData } from "~/lib/seo";
import { invitationAction, invitationLoader } from "~/server/workspaces/invitation-page.server";

// /invitation/:id: join a workspace from the link of the invitation e-mail.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  invitationLoader(request, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) =>
  invitationAction(request, context.clientIp, params.id);

// The link is a secret of the invited mailbox: no referrer leaves this site ("same-origin", not
// "no-referrer", which would make the page's own forms post with `Origin: null`, refused).
export const headers: Route.HeadersFunction = ({ parentHeaders }) => {
  parentHeaders.set("Referrer-Policy", "same-origin");
  return parentHeaders;
};

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootMetaData(matches);
  return pageMeta(root, {
    title: `${invitationTexts.title} | ${root.brandName}`,
    description: "Rejoignez un espace de travail de la plateforme.",
    path: location.pathname,
    noindex: true,
  });
};

export default function InvitationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const page = actionData && "state" in actionData ? actionData : loaderData;
  return <InvitationCard page={page} path={pathname} />;
}
