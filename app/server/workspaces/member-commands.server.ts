import { membersTexts } from "~/content/members";
import { roleLabels, workspaceErrors } from "~/content/workspaces";
import { forgotSchema } from "~/contracts/auth-schemas";
import { isWorkspaceRole, mayManageRole, type WorkspaceRole } from "~/contracts/workspace-roles";
import type { AuthAnswer } from "~/server/auth/auth-api.server";
import type { Db } from "~/server/db/client.server";
import { hitWindows, type WindowLimit } from "~/server/platform/fixed-window.server";
import type { ActiveWorkspace } from "./active.server";
import { inTenant } from "./in-tenant.server";
import { journal } from "./journal.server";
import {
  findMember,
  findPendingInvitation,
  isInvitedEmail,
  isMemberEmail,
  memberByUser,
  ownerCount,
  type MemberRow,
} from "./members.server";
import { checkAccess, WorkspaceError } from "./tenant.server";
import { checkExtraSeat, recordSeatChange } from "~/server/billing/index.server";

// The commands of the members page. Each checks the permission matrix and the rules itself (the
// buttons are only hidden), checks that the id belongs to the ACTIVE workspace (else 404, nothing
// changed), asks better-auth's organization plugin to make the change (it re-checks its own
// rules), then appends the journal entry through the tenant helper. better-auth writes its rows
// with its own connection, so the change and its journal entry are two steps: the entry is
// written only once the change succeeded.

/** One better-auth endpoint, called on behalf of the person acting. */
export type AuthCall = (path: string, body: Record<string, unknown>) => Promise<AuthAnswer>;

export interface MemberContext {
  db: Db;
  actor: { id: string; name: string; email: string; emailVerified: boolean };
  /** The actor's active workspace (null: none). */
  workspace: ActiveWorkspace | null;
  auth: AuthCall;
  /** The client, for the rate limits (a salted hash of its address). */
  clientKey: string;
  now?: Date;
}

/** Invitations and resends: per workspace and per client, fixed windows. */
export const INVITE_LIMITS = {
  workspace: { max: 20, windowMs: 3_600_000 },
  client: { max: 10, windowMs: 600_000 },
} as const satisfies Record<string, WindowLimit>;

export type InviteInput =
  | { ok: true; email: string; role: WorkspaceRole }
  | { ok: false; fieldErrors: Partial<Record<"email" | "role", string>> };

/** The invitation form's fields, checked. */
export function parseInvite(email: string, role: string): InviteInput {
  const fieldErrors: Partial<Record<"email" | "role", string>> = {};
  const parsed = forgotSchema.shape.email.safeParse(email);
  if (!parsed.success) fieldErrors.email = membersTexts.errors.emailInvalid;
  if (!isWorkspaceRole(role)) fieldErrors.role = membersTexts.errors.roleInvalid;
  if (!parsed.success || !isWorkspaceRole(role)) return { ok: false, fieldErrors };
  return { ok: true, email: parsed.data, role };
}

const n = membersTexts.notices;
const refused = (status: WorkspaceError["status"], message: string) =>
  new WorkspaceError(status, message);

/** A refusal of better-auth that our own checks did not foresee (a race), in French. */
function authRefusal(answer: AuthAnswer): WorkspaceError {
  const code = typeof answer.body?.code === "string" ? answer.body.code : "";
  if (answer.status === 429) return refused(429, workspaceErrors.rateLimited);
  if (answer.status >= 500) return refused(503, workspaceErrors.unavailable);
  if (answer.status === 401 || answer.status === 403)
    return refused(403, workspaceErrors.forbidden);
  if (code.includes("ALREADY_A_MEMBER")) return refused(409, workspaceErrors.alreadyMember);
  if (code.includes("ALREADY_INVITED")) return refused(409, workspaceErrors.alreadyInvited);
  if (code.includes("OWNER")) return refused(409, workspaceErrors.lastOwner);
  return refused(404, workspaceErrors.notFound);
}

async function call(ctx: MemberContext, path: string, body: Record<string, unknown>) {
  const answer = await ctx.auth(path, body);
  if (answer.status !== 200) throw authRefusal(answer);
  return answer;
}

const actorOf = (ctx: MemberContext) => ({
  id: ctx.actor.id,
  name: ctx.actor.name,
  email: ctx.actor.email,
});

async function countInvitation(ctx: MemberContext, workspaceId: string) {
  const hit = await hitWindows(
    ctx.db,
    [
      { key: `invite:workspace:${workspaceId}`, limit: INVITE_LIMITS.workspace },
      { key: `invite:client:${ctx.clientKey}`, limit: INVITE_LIMITS.client },
    ],
    ctx.now,
  );
  if (!hit.allowed) throw refused(429, workspaceErrors.rateLimited);
}

function mayInvite(ctx: MemberContext, role: WorkspaceRole) {
  const workspace = checkAccess(ctx.workspace, { permission: "member.invite", write: true });
  if (role === "owner" && workspace.role !== "owner") throw refused(403, workspaceErrors.forbidden);
  if (!ctx.actor.emailVerified) throw refused(403, workspaceErrors.unverifiedInviter);
  return workspace;
}

export async function inviteMember(
  ctx: MemberContext,
  input: { email: string; role: WorkspaceRole; extraSeat?: boolean },
): Promise<string> {
  const workspace = mayInvite(ctx, input.role);
  const email = input.email.toLowerCase();
  if (await isMemberEmail(ctx.db, workspace.id, email)) {
    throw refused(409, workspaceErrors.alreadyMember);
  }
  if (await isInvitedEmail(ctx.db, workspace.id, email, ctx.now ?? new Date())) {
    throw refused(409, workspaceErrors.alreadyInvited);
  }
  await countInvitation(ctx, workspace.id);
  // Beyond the paid seats, the owner confirms first (billing, decision 0116).
  await checkExtraSeat(ctx.db, workspace.id, {
    isOwner: workspace.role === "owner",
    confirmed: input.extraSeat === true,
  });
  await call(ctx, "/organization/invite-member", {
    email,
    role: input.role,
    organizationId: workspace.id,
  });
  await inTenant(ctx.db, workspace.id, (tx) =>
    journal(tx, actorOf(ctx), "member.invited", email, { role: input.role }),
  );
  return n.invited(email);
}

export async function resendInvitation(ctx: MemberContext, invitationId: string) {
  const active = checkAccess(ctx.workspace, { permission: "member.invite", write: true });
  const invitation = await findPendingInvitation(ctx.db, active.id, invitationId);
  if (!invitation) throw refused(404, workspaceErrors.notFound);
  const workspace = mayInvite(ctx, invitation.role);
  await countInvitation(ctx, workspace.id);
  const body = { email: invitation.email, role: invitation.role, organizationId: workspace.id };
  if (invitation.expiresAt > (ctx.now ?? new Date())) {
    // The same link, valid for another 48 hours.
    await call(ctx, "/organization/invite-member", { ...body, resend: true });
  } else {
    // Expired: a new invitation (a new link), and the old one is cancelled.
    await call(ctx, "/organization/invite-member", body);
    await call(ctx, "/organization/cancel-invitation", { invitationId: invitation.id });
  }
  await inTenant(ctx.db, workspace.id, (tx) =>
    journal(tx, actorOf(ctx), "member.invitation_resent", invitation.email, {
      role: invitation.role,
    }),
  );
  return n.resent(invitation.email);
}

export async function revokeInvitation(ctx: MemberContext, invitationId: string) {
  const workspace = checkAccess(ctx.workspace, { permission: "member.invite", write: true });
  const invitation = await findPendingInvitation(ctx.db, workspace.id, invitationId);
  if (!invitation) throw refused(404, workspaceErrors.notFound);
  if (invitation.role === "owner" && workspace.role !== "owner") {
    throw refused(403, workspaceErrors.forbidden);
  }
  await call(ctx, "/organization/cancel-invitation", { invitationId: invitation.id });
  await inTenant(ctx.db, workspace.id, (tx) =>
    journal(tx, actorOf(ctx), "member.invitation_revoked", invitation.email),
  );
  return n.revoked(invitation.email);
}

/** The member `memberId` of the active workspace, which the actor may manage. */
async function managedMember(
  ctx: MemberContext,
  memberId: string,
  permission: "member.changeRole" | "member.remove",
) {
  const workspace = checkAccess(ctx.workspace, { permission, write: true });
  const target = await findMember(ctx.db, workspace.id, memberId);
  if (!target) throw refused(404, workspaceErrors.notFound);
  if (!mayManageRole(workspace.role, target.role)) throw refused(403, workspaceErrors.forbidden);
  return { workspace, target };
}

/** Refuses a change that would leave the workspace without an owner. */
async function keepAnOwner(ctx: MemberContext, workspaceId: string, target: MemberRow) {
  if (target.role === "owner" && (await ownerCount(ctx.db, workspaceId)) <= 1) {
    throw refused(409, workspaceErrors.lastOwner);
  }
}

/**
 * A better-auth change to `target`'s membership, checked by `keepAnOwner` first. The database
 * refuses it too when another change took the other owner meanwhile (migration 0014), which
 * better-auth answers as a server error: checked again then, it reads as the rule's 409.
 */
async function callKeepingAnOwner(
  ctx: MemberContext,
  workspaceId: string,
  target: MemberRow,
  path: string,
  body: Record<string, unknown>,
) {
  await keepAnOwner(ctx, workspaceId, target);
  try {
    return await call(ctx, path, body);
  } catch (error) {
    if (error instanceof WorkspaceError && error.status === 503) {
      // Only the rule's refusal replaces the 503; a re-check that fails too (the database is
      // down) leaves it.
      await keepAnOwner(ctx, workspaceId, target).catch((recheck: unknown) => {
        if (recheck instanceof WorkspaceError) throw recheck;
      });
    }
    throw error;
  }
}

export async function changeRole(ctx: MemberContext, memberId: string, role: WorkspaceRole) {
  const { workspace, target } = await managedMember(ctx, memberId, "member.changeRole");
  if (!mayManageRole(workspace.role, role)) throw refused(403, workspaceErrors.forbidden);
  if (target.role === role) return n.roleUnchanged(target.name, roleLabels[role]);
  await callKeepingAnOwner(ctx, workspace.id, target, "/organization/update-member-role", {
    memberId: target.id,
    role,
    organizationId: workspace.id,
  });
  await inTenant(ctx.db, workspace.id, (tx) =>
    journal(tx, actorOf(ctx), "member.role_changed", target.name, { from: target.role, to: role }),
  );
  return n.roleChanged(target.name, roleLabels[role]);
}

export async function removeMember(ctx: MemberContext, memberId: string) {
  const { workspace, target } = await managedMember(ctx, memberId, "member.remove");
  if (target.userId === ctx.actor.id) throw refused(409, membersTexts.errors.removeSelf);
  await callKeepingAnOwner(ctx, workspace.id, target, "/organization/remove-member", {
    memberIdOrEmail: target.id,
    organizationId: workspace.id,
  });
  await inTenant(ctx.db, workspace.id, async (tx) => {
    await journal(tx, actorOf(ctx), "member.removed", target.name, { email: target.email });
    await recordSeatChange(tx, -1, actorOf(ctx), ctx.now);
  });
  return n.removed(target.name);
}

/**
 * The actor leaves the active workspace (any role, even while the workspace is read-only), unless
 * they are its last owner. Returns the better-auth answer (its cookies).
 */
export async function leaveWorkspace(ctx: MemberContext) {
  const workspace = checkAccess(ctx.workspace, {});
  const self = await memberByUser(ctx.db, workspace.id, ctx.actor.id);
  if (!self) throw refused(404, workspaceErrors.notFound);
  const answer = await callKeepingAnOwner(ctx, workspace.id, self, "/organization/leave", {
    organizationId: workspace.id,
  });
  await inTenant(ctx.db, workspace.id, async (tx) => {
    await journal(tx, actorOf(ctx), "member.left", self.name);
    await recordSeatChange(tx, -1, actorOf(ctx), ctx.now);
  });
  return answer;
}
