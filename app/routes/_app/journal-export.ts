import type { Route } from "./+types/journal-export";
import { exportJournal } from "~/server/workspaces/journal-routes.server";

// /dashboard/parametres/journal/export (owners and administrators): the journal as CSV.
export const loader = ({ request }: Route.LoaderArgs) => exportJournal(request);
