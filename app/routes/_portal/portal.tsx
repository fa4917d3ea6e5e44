import { useActionData, useLoaderData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/portal";
import { portalTexts } from "~/content/helpdesk-portal";
import type { PortalResult, PortalWorkspaceView } from "~/contracts/helpdesk-portal";
import { PortalPage } from "~/features/helpdesk";
import { pageMeta, rootMetaData } from "~/lib/seo";
import { portalAction, portalHelpLoader } from "~/server/helpdesk/portal/portal-page.server";
import { portalSuggestions } from "~/server/module-contributions.server";
import { replayedOutcome } from "~/server/http/fast-path.server";

// /portail/:slug: anyone opens a ticket in the workspace, without an account.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  portalHelpLoader(request, params.slug, portalSuggestions);

// A post the fast path already ran (a refusal to show with the form) is not run again (0106).
export const action = ({ request, context, params }: Route.ActionArgs) =>
  replayedOutcome(context, () => portalAction({ request, context, params }));

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootMetaData(matches);
  const workspace = matches.find((m) => m?.id === "routes/_portal/layout")?.loaderData as
    PortalWorkspaceView | undefined;
  const name = workspace?.name ?? "";
  return pageMeta(root, {
    title: `${portalTexts.kicker} | ${name}`,
    description: portalTexts.metaDescription(name),
    path: location.pathname,
    noindex: true,
  });
};

export default function Portal() {
  const workspace = useRouteLoaderData<PortalWorkspaceView>("routes/_portal/layout")!;
  const result = useActionData<PortalResult>();
  const { help } = useLoaderData<typeof loader>();
  return <PortalPage workspace={workspace} result={result} help={help} />;
}
