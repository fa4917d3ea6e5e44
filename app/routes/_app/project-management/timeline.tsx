import type { Route } from "./+types/timeline";
import { TimelinePage } from "~/features/project-management";
import { NO_STORE } from "~/lib/cache-control";
import { timelineLoader } from "~/server/project-management/timeline.server";

// /dashboard/project-management/:projectId/chronologie: the project's tasks on a calendar of weeks.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  timelineLoader(request, params.projectId);

export const headers: Route.HeadersFunction = () => NO_STORE;

export default function Timeline({ loaderData }: Route.ComponentProps) {
  return <TimelinePage view={loaderData.timeline} />;
}
