import type { Route } from "./+types/terms";
import { termsOfUse } from "~/content/legal";
import { LegalPage } from "~/features/legal";
import { pageMeta, rootMetaData } from "~/lib/seo";
import { useRootData } from "~/lib/use-root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootMetaData(matches);
  return pageMeta(root, {
    title: `Conditions d'utilisation | ${root.brandName}`,
    description:
      "Les règles d'utilisation du site et de la plateforme SaaS\u00a0: service, comptes, essai, usage acceptable, responsabilité, droit applicable.",
    path: "/terms",
  });
};

export default function TermsRoute() {
  const { site } = useRootData();
  return <LegalPage doc={termsOfUse(site)} />;
}
