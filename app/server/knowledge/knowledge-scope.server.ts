import { knowledgeCan, type KnowledgeAction } from "~/content/knowledge";
import type { TenantScope } from "~/server/workspaces/tenant.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { withModule } from "~/server/platform/module-scope.server";

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
  return withModule(
    request,
    { allow: (role) => knowledgeCan(role, action), write: action === "article.write" },
    (base, scope) =>
      fn({ ...base, canWrite: knowledgeCan(base.role, "article.write") && !base.readOnly }, scope),
    now,
  );
}
