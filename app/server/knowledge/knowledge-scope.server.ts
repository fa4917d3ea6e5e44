import { knowledgeCan, type KnowledgeAction } from "~/content/knowledge";
import { withWorkspace, type TenantScope } from "~/server/workspaces/tenant.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { actorOf } from "~/server/platform/actor.server";

// The knowledge base's glue to the tenant helper: the module's own permission (every role reads,
// Technicien and up write; KNOWLEDGE_PERMISSIONS), the read-only trial for writes, and the actor
// of the journal entries.

export interface KnowledgeContext {
  tx: TenantTx;
  actor: { id: string; name: string; email: string };
  canWrite: boolean;
  now: Date;
}

export function runKnowledge<T>(
  request: Request,
  action: KnowledgeAction,
  fn: (ctx: KnowledgeContext, scope: TenantScope) => Promise<T>,
  now = new Date(),
): Promise<T> {
  return withWorkspace(
    request,
    (scope) =>
      fn(
        {
          tx: scope.tx,
          actor: actorOf(scope.viewer),
          canWrite:
            knowledgeCan(scope.workspace.role, "article.write") && !scope.workspace.readOnly,
          now,
        },
        scope,
      ),
    { allow: (role) => knowledgeCan(role, action), write: action === "article.write" },
  );
}
