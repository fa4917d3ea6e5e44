import type { Route } from "./+types/settings";
import { ProjectSettingsPage } from "~/features/project-management";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { NO_STORE } from "~/lib/cache-control";
import {
  projectSettingsAction,
  projectSettingsLoader,
} from "~/server/project-management/project-settings-page.server";

// /dashboard/project-management/:projectId/parametres: the project's owner and the
// administrators change its fields, members, columns, archiving and linked assets.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  projectSettingsLoader(request, params.projectId);

export const action = ({ request, params }: Route.ActionArgs) =>
  projectSettingsAction(request, params.projectId);

export const headers: Route.HeadersFunction = () => NO_STORE;

export default function ProjectSettings({ loaderData }: Route.ComponentProps) {
  return <ProjectSettingsPage view={loaderData.view} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
