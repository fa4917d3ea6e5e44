import type { Route } from "./+types/settings";
import { DASHBOARD_PATH } from "~/content/dashboard-links";
import { settingsTexts } from "~/content/settings";
import { dashboardMeta } from "~/features/dashboard";
import { SettingsPage } from "~/features/settings";
import { rootMetaData } from "~/lib/seo";
import {
  accountDeletionNames,
  openSessionCount,
  settingsAction,
} from "~/server/auth/settings-actions.server";
import { requireViewer } from "~/server/auth/viewer.server";
import { defaultSeatsOf } from "~/server/workspaces/plan-request.server";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const trialEndsAt = viewer.workspace?.trialEndsAt ?? null;
  const trialEndsOn = trialEndsAt
    ? new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Africa/Conakry" }).format(
        trialEndsAt,
      )
    : null;
  return {
    sessionCount: await openSessionCount(viewer),
    trialEndsOn,
    deletion: await accountDeletionNames(viewer),
    defaultSeats: await defaultSeatsOf(viewer.workspace),
  };
}

export const action = (args: Route.ActionArgs) => settingsAction(args);

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: settingsTexts.title,
    description: "Les paramètres de votre compte.",
    path: `${DASHBOARD_PATH}/parametres`,
  });

export default function DashboardSettings({ loaderData }: Route.ComponentProps) {
  return <SettingsPage {...loaderData} />;
}
