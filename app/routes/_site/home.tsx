import type { Route } from "./+types/home";
import { Hero } from "~/features/landing/hero";
import { OrganizationLd } from "~/features/seo";
import { landingTitle, pageMeta, rootMetaData } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootMetaData(matches);
  return pageMeta(root, {
    title: landingTitle(root.brandName),
    description:
      "Développement, réseaux, cloud, audit de sécurité, cybersécurité et intelligence artificielle pour les entreprises de Guinée et d'Afrique.",
    path: "/",
  });
};

export default function Home() {
  return (
    <>
      <OrganizationLd />
      <Hero />
    </>
  );
}
