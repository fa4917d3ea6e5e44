import { useRouteLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/sent";
import { portalSentNumber, portalTexts } from "~/content/helpdesk-portal";
import type { PortalWorkspaceView } from "~/contracts/helpdesk-portal";
import { PortalSent } from "~/features/helpdesk";
import { pageMeta, rootMetaData } from "~/lib/seo";

// /portail/:slug/demande-envoyee?ticket=TCK-000123: where an accepted portal post lands (the
// number is not a secret: the private follow link goes by e-mail only). No loader of its own.

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootMetaData(matches);
  const workspace = matches.find((m) => m?.id === "routes/_portal/layout")?.loaderData as
    PortalWorkspaceView | undefined;
  return pageMeta(root, {
    title: `${portalTexts.sent.title} | ${workspace?.name ?? ""}`,
    description: portalTexts.metaDescription(workspace?.name ?? ""),
    path: location.pathname,
    noindex: true,
  });
};

export default function PortalSentPage() {
  const workspace = useRouteLoaderData<PortalWorkspaceView>("routes/_portal/layout")!;
  const [search] = useSearchParams();
  return <PortalSent number={portalSentNumber(search)} slug={workspace.slug} />;
}
