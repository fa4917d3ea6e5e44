import type { Route } from "./+types/helpdesk-inbound";
import { inboundAction } from "~/server/helpdesk/inbound/inbound-endpoint.server";
import { replayedOutcome } from "~/server/http/fast-path.server";

// POST /api/helpdesk/inbound/:slug: a raw e-mail for the workspace's helpdesk (docs/modules/helpdesk.md).
// A message the fast path already ran (a refusal) is not run again (decisions 0106, 0120).
export const action = ({ request, params, context }: Route.ActionArgs) =>
  replayedOutcome(context, () => inboundAction(request, params.slug));

export const loader = ({ request, params }: Route.LoaderArgs) =>
  inboundAction(request, params.slug);
