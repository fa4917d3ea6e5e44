import type { Route } from "./+types/faq";
import { FaqPage } from "~/features/faq";
import { pageMeta, rootMetaData } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootMetaData(matches);
  return pageMeta(root, {
    title: `Questions fréquentes | ${root.brandName}`,
    description:
      "Essai gratuit, formules et facturation, hébergement et sécurité des données, support\u00a0: les réponses à vos questions.",
    path: "/faq",
  });
};

export default function FaqRoute() {
  return <FaqPage />;
}
