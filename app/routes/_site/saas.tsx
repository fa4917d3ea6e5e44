import type { Route } from "./+types/saas";
import { SaasPage } from "~/features/saas";
import { pageMeta, rootMetaData } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootMetaData(matches);
  return pageMeta(root, {
    title: `Plateforme SaaS de gestion informatique | ${root.brandName}`,
    description:
      "Helpdesk, gestion des actifs et audit de sécurité continu sur une seule plateforme, avec l'IA. Essai gratuit de 14\u00a0jours, sans carte bancaire.",
    path: "/saas",
  });
};

export default function SaasRoute() {
  return <SaasPage />;
}
