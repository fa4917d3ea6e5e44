import type { Route } from "./+types/inventory-agent";
import { agentAction } from "~/server/inventory/agent/agent-endpoint.server";
import { replayedOutcome } from "~/server/http/fast-path.server";

// POST /api/inventory/agent: GLPI Agent inventories ('découverte via agent'), docs/modules/inventory.md.
// A submission the fast path already ran (a refusal) is not run again (decision 0106).
export const action = ({ request, context }: Route.ActionArgs) =>
  replayedOutcome(context, () => agentAction(request));

export const loader = ({ request }: Route.LoaderArgs) => agentAction(request);
