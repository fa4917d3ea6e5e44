import type { Route } from "./+types/settings";
import { DASHBOARD_PATH } from "~/content/dashboard-services";
import { AccountPage, dashboardMeta } from "~/features/dashboard";
import { rootMetaData } from "~/lib/seo";

const title = "Paramètres";

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title,
    description: "Les paramètres de votre compte.",
    path: `${DASHBOARD_PATH}/parametres`,
  });

export default function DashboardSettings() {
  return (
    <AccountPage title={title}>
      <p className="font-medium">Les paramètres du compte arrivent avec l'ouverture des comptes.</p>
      <p className="text-sm text-muted-foreground">
        Vous pourrez bientôt y modifier votre profil, votre mot de passe et vos préférences de
        notification. Le thème clair ou sombre se règle dès maintenant avec le bouton de thème.
      </p>
    </AccountPage>
  );
}
