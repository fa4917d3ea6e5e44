import { redirect } from "react-router";
import { AUTH_PATHS } from "~/content/auth";
import { membersTexts } from "~/content/members";
import { workspaceErrors } from "~/content/workspaces";
import { WORKSPACE_ROLES, can, isWorkspaceRole, mayManageRole } from "~/contracts/workspace-roles";
import type { MembersView } from "~/contracts/members-view";
import { callAuth, withCookies } from "~/server/auth/auth-api.server";
import { readForm } from "~/server/auth/auth-form.server";
import { getViewer, requireViewer, type Viewer } from "~/server/auth/viewer.server";
import { hashIp } from "~/server/platform/ip-hash.server";
import { describeDbError, type Db } from "~/server/db/client.server";
import type { ActiveWorkspace } from "./active.server";
import { refusalOf, refuse, succeed } from "./action-result.server";
import {
  changeRole,
  inviteMember,
  leaveWorkspace,
  parseInvite,
  removeMember,
  resendInvitation,
  revokeInvitation,
  type MemberContext,
} from "./member-commands.server";
import { membersOf, ownerCount, pendingInvitationsOf } from "./members.server";
import { dbOf } from "./tenant-context.server";
import { WorkspaceError } from "./tenant.server";
import { NO_STORE } from "~/lib/cache-control";
import { EXTRA_SEAT_FIELD } from "~/content/billing-seats";
import { seatNotice } from "~/server/billing/index.server";

// /dashboard/user-management: the loader builds the page of a signed-in person's active
// workspace (anonymous visitors keep the spec's placeholder); the action runs one command per
// form (intent) and answers with a French notice or refusal, nothing changed on a refusal.

async function membersView(db: Db, viewer: Viewer, workspace: ActiveWorkspace, now = new Date()) {
  const role = workspace.role;
  const [members, owners] = await Promise.all([
    membersOf(db, workspace.id),
    ownerCount(db, workspace.id),
  ]);
  const invitations = can(role, "member.invite")
    ? await pendingInvitationsOf(db, workspace.id)
    : null;
  const manageable = WORKSPACE_ROLES.filter((r) => mayManageRole(role, r));
  const view: MembersView = {
    workspaceName: workspace.name,
    members: members.map((m) => {
      const isSelf = m.userId === viewer.id;
      const manages = mayManageRole(role, m.role);
      return {
        id: m.id,
        name: m.name,
        email: m.email,
        role: m.role,
        joinedAt: m.joinedAt,
        isSelf,
        // The last owner cannot step down: their role is shown, not offered.
        roleChoices: manages && !(isSelf && m.role === "owner" && owners <= 1) ? manageable : [],
        canRemove: !isSelf && manages && can(role, "member.remove"),
      };
    }),
    invitations:
      invitations?.map((i) => ({
        ...i,
        expired: i.expiresAt <= now,
        canManage: i.role !== "owner" || role === "owner",
      })) ?? null,
    inviteRoles: can(role, "member.invite")
      ? WORKSPACE_ROLES.filter((r) => r !== "owner" || role === "owner")
      : [],
    inviterUnverified: !viewer.emailVerified,
    lastOwner: role === "owner" && owners <= 1,
    extraSeat: can(role, "member.invite")
      ? await seatNotice(db, workspace.id, role === "owner", now)
      : null,
  };
  return view;
}

/** null: the anonymous demo; `{ view: null }`: signed in without a workspace. */
export async function membersLoader(request: Request) {
  const viewer = await getViewer(request);
  if (!viewer) return null;
  if (!viewer.workspace) return { view: null };
  try {
    return { view: await membersView(dbOf(request), viewer, viewer.workspace) };
  } catch (error) {
    console.error(`Members page failed: ${describeDbError(error)}`);
    throw new Response(null, { status: 503 });
  }
}

async function contextOf(request: Request, clientIp: string | undefined, viewer: Viewer) {
  const db = dbOf(request);
  return {
    db,
    actor: viewer,
    workspace: viewer.workspace,
    auth: (path, body) => callAuth(request, clientIp, path, body),
    clientKey: await hashIp(db, clientIp ?? "unknown"),
  } satisfies MemberContext;
}

export async function membersAction(request: Request, clientIp: string | undefined) {
  const form = await readForm(request);
  if (!form.ok) return form.response;
  const field = (name: string) => form.fields.get(name) ?? "";
  const intent = field("intent");
  // The workspace the form was rendered for (its hidden field), refused once the person left it.
  const viewer = await requireViewer(request).catch((error: unknown) => refusalOf(intent, error));
  if (!("id" in viewer)) return viewer;
  try {
    const ctx = await contextOf(request, clientIp, viewer);
    switch (intent) {
      case "invite": {
        const values = { email: field("email"), role: field("role") };
        const input = parseInvite(values.email, values.role);
        if (!input.ok) {
          return refuse(intent, 400, membersTexts.errors.invalid, {
            fieldErrors: input.fieldErrors,
            values,
          });
        }
        const extraSeat = field(EXTRA_SEAT_FIELD) === "oui";
        return succeed(intent, await inviteMember(ctx, { ...input, extraSeat }));
      }
      case "resend":
        return succeed(intent, await resendInvitation(ctx, field("invitationId")));
      case "revoke":
        return succeed(intent, await revokeInvitation(ctx, field("invitationId")));
      case "role": {
        const role = field("role");
        if (!isWorkspaceRole(role)) return refuse(intent, 400, membersTexts.errors.roleInvalid);
        return succeed(intent, await changeRole(ctx, field("memberId"), role));
      }
      case "remove":
        return succeed(intent, await removeMember(ctx, field("memberId")));
      case "leave": {
        const answer = await leaveWorkspace(ctx);
        return redirect(AUTH_PATHS.afterSignIn, {
          headers: withCookies(answer, NO_STORE),
        });
      }
      default:
        return refuse(intent, 400, membersTexts.errors.unknownIntent);
    }
  } catch (error) {
    if (error instanceof WorkspaceError) {
      const values =
        intent === "invite"
          ? {
              values: {
                email: field("email"),
                role: field("role"),
                [EXTRA_SEAT_FIELD]: field(EXTRA_SEAT_FIELD),
              },
            }
          : {};
      return refuse(intent, error.status, error.message, values);
    }
    if (error instanceof Response) throw error;
    console.error(`Members action failed: ${describeDbError(error)}`);
    return refuse(intent, 503, workspaceErrors.unavailable);
  }
}
