import { workspaceErrors } from "~/content/workspaces";
import { describeDbError } from "~/server/db/client.server";
import { env } from "~/server/env.server";
import {
  withWorkspace,
  WorkspaceError,
  type TenantOptions,
  type TenantScope,
} from "~/server/workspaces/tenant.server";
import { dbOf } from "~/server/workspaces/tenant-context.server";
import { helpdeskContext } from "./helpdesk-context.server";
import { helpdeskNoticeQueue } from "./tickets/notifications.server";
import type { HelpdeskContext } from "./tickets/ticket-core.server";
import { actorOf } from "~/server/platform/actor.server";

// The glue of every dashboard helpdesk action: the tenant helper (session, active workspace,
// permission, read-only trial), a command context acting as the signed-in member, and the e-mails
// the command asked for, queued in the same transaction and sent once it has committed (0076).

export async function runHelpdesk<T>(
  request: Request,
  options: TenantOptions,
  fn: (ctx: HelpdeskContext, scope: TenantScope) => Promise<T>,
): Promise<T> {
  const queue = await helpdeskNoticeQueue(dbOf(request), env()).catch((error: unknown) => {
    console.error(`Workspace query failed: ${describeDbError(error)}`);
    throw new WorkspaceError(503, workspaceErrors.unavailable);
  });
  let sent = () => {};
  const result = await withWorkspace(
    request,
    async (scope) => {
      const ctx = await helpdeskContext(scope.tx, {
        ...actorOf(scope.viewer),
        type: "member",
      });
      const value = await fn(ctx, scope);
      sent = await queue(scope.tx, scope.workspace.id, ctx.notices, { workspace: scope.workspace });
      return value;
    },
    options,
  );
  sent();
  return result;
}
