import { postTo, type FastRoute } from "~/server/http/fast-path.server";
import { agentAction } from "./agent-endpoint.server";

// The agent's submission on the fast path (decision 0106): a POST to /api/inventory/agent runs
// the route's own action; an accepted inventory (2xx: the contact, the inventory stored) is
// answered at once, any refusal goes through React Router's route, which returns it unchanged.
export const agentFastRoute: FastRoute = {
  claims: postTo(/^\/api\/inventory\/agent$/),
  action: ({ request }) => agentAction(request),
  answers: (value): value is Response => value instanceof Response && value.ok,
};
