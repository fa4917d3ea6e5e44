import type { Route } from "./+types/legal";
import { legalNotice } from "~/content/legal";
import { LegalPage } from "~/features/legal";
import { pageMeta, rootMetaData } from "~/lib/seo";
import { useRootData } from "~/lib/use-root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootMetaData(matches);
  return pageMeta(root, {
    title: `Mentions légales | ${root.brandName}`,
    description:
      "Éditeur, siège, immatriculation, directeur de la publication et hébergeur du site.",
    path: "/legal",
  });
};

export default function LegalRoute() {
  const { site } = useRootData();
  return <LegalPage doc={legalNotice(site)} />;
}
