import type { Route } from "./+types/docs";
import { DocsPage } from "~/features/docs";
import { pageMeta, rootMetaData } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootMetaData(matches);
  return pageMeta(root, {
    title: `Documentation | ${root.brandName}`,
    description:
      "Bien démarrer avec la plateforme\u00a0: essai et première connexion, helpdesk, gestion des actifs, audit de sécurité, compte et facturation.",
    path: "/docs",
  });
};

export default function DocsRoute() {
  return <DocsPage />;
}
