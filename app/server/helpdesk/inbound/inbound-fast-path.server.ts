import { postTo, type FastRoute } from "~/server/http/fast-path.server";
import { inboundAction } from "./inbound-endpoint.server";

// Inbound mail on the fast path (decisions 0106, 0120): a machine endpoint with no page. A POST to
// /api/helpdesk/inbound/{slug} (or `{slug}.mime`) runs the route's own action, secret checked
// before the body is read as there; an accepted message (2xx: stored, or ignored) is answered at
// once, any refusal goes through React Router's route, which returns it unchanged.
export const inboundFastRoute: FastRoute = {
  claims: postTo(/^\/api\/helpdesk\/inbound\/(?<slug>[a-z0-9-]+(?:\.mime)?)$/),
  action: ({ request, params }) => inboundAction(request, params.slug),
  answers: (value): value is Response => value instanceof Response && value.ok,
};
