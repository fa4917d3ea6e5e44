import type { Route } from "./+types/messages-export";
import { requireAdmin } from "~/server/auth/viewer.server";
import { exportInbox, resourceError } from "~/server/inbox/inbox-routes.server";

// /dashboard/messages/export (admins only): the CSV of the list's current filter and search.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request).catch(resourceError);
  return exportInbox(request);
}
