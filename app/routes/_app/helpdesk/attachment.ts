import type { Route } from "./+types/attachment";
import { downloadAttachment } from "~/server/helpdesk/tickets/ticket-page.server";

// /dashboard/helpdesk/:number/pieces/:id: an attachment of a ticket the viewer may see, always as
// a download (attachment, nosniff); a French 404 for anything else.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  downloadAttachment(request, params.number, params.id);
