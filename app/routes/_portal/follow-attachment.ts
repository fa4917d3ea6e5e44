import type { Route } from "./+types/follow-attachment";
import { followAttachmentLoader } from "~/server/helpdesk/portal/portal-follow.server";

// /portail/:slug/suivi/:number/pieces/:id?jeton=…: a file of the ticket's public thread, as a
// download (never rendered: attachment, nosniff, a sandboxing CSP).
export const loader = ({ request, params }: Route.LoaderArgs) =>
  followAttachmentLoader({ request, params });
