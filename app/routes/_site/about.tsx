import type { Route } from "./+types/about";
import { AboutPage } from "~/features/company";
import { pageMeta, rootMetaData } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootMetaData(matches);
  return pageMeta(root, {
    title: `À propos | ${root.brandName}`,
    description:
      "Notre mission, notre vision, nos domaines d'activité et notre méthode en cinq étapes, au service des entreprises de Guinée et d'Afrique.",
    path: "/a-propos",
  });
};

export default function AboutRoute() {
  return <AboutPage />;
}
