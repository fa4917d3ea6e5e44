import type { Route } from "./+types/board";
import { BoardPage } from "~/features/project-management";
import { NO_STORE } from "~/lib/cache-control";
import { boardAction, boardLoader } from "~/server/project-management/board-page.server";

// /dashboard/project-management/:projectId/tableau: the project's board.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  boardLoader(request, params.projectId);

export const action = ({ request, params }: Route.ActionArgs) =>
  boardAction(request, params.projectId);

export const headers: Route.HeadersFunction = () => NO_STORE;

export default function Board({ loaderData }: Route.ComponentProps) {
  return <BoardPage board={loaderData.board} />;
}
