import type { Route } from "./+types/helpdesk-inbound";
import { inboundAction } from "~/server/helpdesk/inbound/inbound-endpoint.server";

// POST /api/helpdesk/inbound/:slug: a raw e-mail for the workspace's helpdesk (docs/modules/helpdesk.md).
export const action = ({ request, params }: Route.ActionArgs) =>
  inboundAction(request, params.slug);

export const loader = ({ request, params }: Route.LoaderArgs) =>
  inboundAction(request, params.slug);
