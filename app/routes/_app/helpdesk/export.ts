import type { Route } from "./+types/export";
import { exportQueue } from "~/server/helpdesk/queue/queue-export.server";

// /dashboard/helpdesk/export: the CSV of the queue's current view (same parameters as the list).
export const loader = ({ request }: Route.LoaderArgs) => exportQueue(request);
