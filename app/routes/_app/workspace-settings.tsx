import type { Route } from "./+types/workspace-settings";
import { WORKSPACE_SETTINGS_PATH, workspaceSettingsTexts } from "~/content/workspace-settings";
import { dashboardMeta } from "~/features/dashboard";
import { WorkspaceRefusal, WorkspaceSettingsPage } from "~/features/workspace-settings";
import { rootMetaData } from "~/lib/seo";
import {
  loadWorkspaceSettings,
  workspaceSettingsAction,
} from "~/server/workspaces/workspace-settings-routes.server";

// /dashboard/parametres/espace: the active workspace's name, plan, export and deletion.
export const loader = ({ request }: Route.LoaderArgs) => loadWorkspaceSettings(request);

export const action = ({ request }: Route.ActionArgs) => workspaceSettingsAction(request);

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: workspaceSettingsTexts.title,
    description: workspaceSettingsTexts.description,
    path: WORKSPACE_SETTINGS_PATH,
  });

export default function WorkspaceSettings({ loaderData }: Route.ComponentProps) {
  return <WorkspaceSettingsPage workspace={loaderData.workspace} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
