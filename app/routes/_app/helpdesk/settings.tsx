import type { Route } from "./+types/settings";
import { findDashboardModule } from "~/content/dashboard-modules";
import { HELPDESK_SETTINGS_PATH, helpdeskSettingsTexts } from "~/content/helpdesk-settings";
import { dashboardMeta } from "~/features/dashboard";
import { HelpdeskSettingsPage } from "~/features/helpdesk";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { rootMetaData } from "~/lib/seo";
import {
  helpdeskSettingsAction,
  loadHelpdeskSettings,
} from "~/server/helpdesk/settings/settings-page.server";

// /dashboard/helpdesk/parametres: the helpdesk's settings (owners and administrators).
const helpdesk = findDashboardModule("helpdesk")!;

export const loader = ({ request }: Route.LoaderArgs) => loadHelpdeskSettings(request);

export const action = ({ request }: Route.ActionArgs) => helpdeskSettingsAction(request);

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: helpdeskSettingsTexts.title,
    description: helpdeskSettingsTexts.description,
    path: HELPDESK_SETTINGS_PATH,
  });

export default function HelpdeskSettings({ loaderData }: Route.ComponentProps) {
  return <HelpdeskSettingsPage view={loaderData.view} moduleTitle={helpdesk.title} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
