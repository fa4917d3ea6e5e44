import type { Route } from "./+types/support";
import { DASHBOARD_PATH } from "~/content/dashboard-services";
import { AccountPage, dashboardMeta } from "~/features/dashboard";
import { rootMetaData } from "~/lib/seo";
import { useRootData } from "~/lib/use-root-data";

const title = "Support";
const lead = "Une question sur la plateforme\u202F? Notre équipe vous répond.";

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title,
    description: "Contacter notre équipe de support.",
    path: `${DASHBOARD_PATH}/support`,
  });

export default function DashboardSupport() {
  const { site } = useRootData();
  return (
    <AccountPage title={title}>
      <p className="font-medium">{lead}</p>
      <p className="text-sm text-muted-foreground">
        Écrivez-nous à{" "}
        <a href={`mailto:${site.email}`} className="font-medium text-brand underline">
          {site.email}
        </a>{" "}
        ou appelez le {site.phoneGuinea}.
      </p>
    </AccountPage>
  );
}
