import type { Route } from "./+types/pricing";
import { PricingPage } from "~/features/pricing";
import { pageMeta, rootMetaData } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootMetaData(matches);
  return pageMeta(root, {
    title: `Tarifs | ${root.brandName}`,
    description:
      "Standard, Premium, Super Premium et Entreprise\u00a0: des formules par utilisateur et par mois, avec 14\u00a0jours d'essai gratuit sans carte bancaire.",
    path: "/tarifs",
  });
};

export default function PricingRoute() {
  return <PricingPage />;
}
