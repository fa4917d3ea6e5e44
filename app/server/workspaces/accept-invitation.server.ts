import type { InvitationState, InvitationVisitor } from "~/contracts/invitation-page";
import type { Db } from "~/server/db/client.server";
import { setActiveWorkspace } from "./active.server";
import { inTenant } from "./in-tenant.server";
import { findInvitation, type InvitationView } from "./invitations.server";
import { journal } from "./journal.server";
import { memberByUser } from "./members.server";
import type { AuthCall } from "./member-commands.server";
import { recordSeatChange } from "~/server/billing/index.server";

// Accepting an invitation from its link: only the invited address, once, within 48 hours;
// another signed-in account gets the answer of an unknown id.
// Accepting never confirms the address: the inviter knows the invitation's id, so an account
// registered with someone else's address could accept its own invitation; the invitee confirms
// with the confirmation link like any sign-up (docs/decisions/0033-members-and-invitations.md).

export interface InvitationVisitorInfo {
  id: string;
  name: string;
  email: string;
  sessionId: string;
}

/** The state of an invitation, and who is looking at it. */
export async function invitationStateFor(
  db: Db,
  invitation: InvitationView | null,
  visitor: InvitationVisitorInfo | null,
  now: Date,
): Promise<{ state: InvitationState; visitor: InvitationVisitor }> {
  const anonymous = { visitor: "anonymous" as const };
  if (!invitation) return { state: "unknown", ...anonymous };
  // Another signed-in account learns nothing of it (not even that it exists): the invitation of
  // another workspace answers as an unknown id (404), like every other id of another workspace.
  if (visitor && visitor.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return { state: "unknown", ...anonymous };
  }
  if (invitation.status !== "pending") return { state: "used", ...anonymous };
  if (invitation.expiresAt <= now) return { state: "expired", ...anonymous };
  if (!visitor) return { state: "open", ...anonymous };
  const member = await memberByUser(db, invitation.workspaceId, visitor.id);
  return { state: "open", visitor: member ? "member" : "invited" };
}

export type AcceptOutcome =
  | { ok: true; workspaceId: string; cookies: string[] }
  | { ok: false; state: InvitationState; visitor: InvitationVisitor; status: number };

export async function acceptInvitation(
  db: Db,
  visitor: InvitationVisitorInfo,
  invitationId: string,
  auth: AuthCall,
  now: Date = new Date(),
): Promise<AcceptOutcome> {
  const invitation = await findInvitation(db, invitationId);
  const seen = await invitationStateFor(db, invitation, visitor, now);
  if (!invitation || seen.state !== "open" || seen.visitor !== "invited") {
    const status = {
      unknown: 404,
      expired: 410,
      used: 410,
      open: 409,
    };
    return { ok: false, ...seen, status: status[seen.state] };
  }
  const answer = await auth("/organization/accept-invitation", { invitationId: invitation.id });
  if (answer.status !== 200) {
    // Accepted or revoked in the meantime; otherwise the service is down.
    if (answer.status === 400) return { ok: false, state: "used", visitor: "invited", status: 410 };
    return {
      ok: false,
      state: "open",
      visitor: "invited",
      status: answer.status === 429 ? 429 : 503,
    };
  }
  await setActiveWorkspace(db, visitor.sessionId, invitation.workspaceId);
  await inTenant(db, invitation.workspaceId, async (tx) => {
    await journal(tx, visitor, "member.joined", visitor.name, { role: invitation.role });
    // Beyond the paid seats: a prorated line for the next invoice (billing, decision 0116).
    await recordSeatChange(tx, 1, visitor, now);
  });
  return { ok: true, workspaceId: invitation.workspaceId, cookies: answer.cookies };
}
