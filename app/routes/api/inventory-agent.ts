import type { Route } from "./+types/inventory-agent";
import { agentAction } from "~/server/inventory/agent/agent-endpoint.server";

// POST /api/inventory/agent: GLPI Agent inventories ('découverte via agent'), docs/modules/inventory.md.
export const action = ({ request }: Route.ActionArgs) => agentAction(request);

export const loader = ({ request }: Route.LoaderArgs) => agentAction(request);
