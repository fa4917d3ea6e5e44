import { Link } from "react-router";
import type { Route } from "./+types/from-ticket";
import { FormAlert } from "~/components/ui/form-alert";
import { PROJECTS_PATH } from "~/content/project-management";
import { NO_STORE } from "~/lib/cache-control";
import { taskFromTicketAction } from "~/server/project-management/tasks/task-ticket-panel.server";

// POST /dashboard/project-management/depuis-ticket: the ticket page's 'Tâches liées' form.
// Created: the new task's page (303); refused: the French reason and the way back.
export const action = ({ request }: Route.ActionArgs) => taskFromTicketAction(request);

export const headers: Route.HeadersFunction = () => NO_STORE;

export default function TaskFromTicket({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-8">
      <FormAlert tone="error">{actionData?.message ?? "Retour au ticket"}</FormAlert>
      <Link
        to={actionData?.back ?? PROJECTS_PATH}
        className="text-sm font-medium underline underline-offset-4"
      >
        {actionData?.back ? "Retour au ticket" : "Retour aux projets"}
      </Link>
    </div>
  );
}
