import type { Route } from "./+types/privacy";
import { privacyPolicy } from "~/content/legal";
import { LegalPage } from "~/features/legal";
import { pageMeta, rootMetaData } from "~/lib/seo";
import { useRootData } from "~/lib/use-root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootMetaData(matches);
  return pageMeta(root, {
    title: `Politique de confidentialité | ${root.brandName}`,
    description:
      "Quelles données nous traitons, pourquoi, combien de temps, et comment exercer vos droits.",
    path: "/privacy",
  });
};

export default function PrivacyRoute() {
  const { site } = useRootData();
  return <LegalPage doc={privacyPolicy(site)} />;
}
