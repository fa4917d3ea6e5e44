import { Outlet } from "react-router";
import type { Route } from "./+types/project";
import { ProjectFrame } from "~/features/project-management";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { NO_STORE } from "~/lib/cache-control";
import { projectLayoutLoader } from "~/server/project-management/project-layout.server";

// /dashboard/project-management/:projectId/*: one project's frame around its views.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  projectLayoutLoader(request, params.projectId);

export const headers: Route.HeadersFunction = () => NO_STORE;

export default function Project({ loaderData }: Route.ComponentProps) {
  return (
    <ProjectFrame frame={loaderData.frame}>
      <Outlet />
    </ProjectFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
