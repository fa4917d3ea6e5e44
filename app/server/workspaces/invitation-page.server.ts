import { data, redirect } from "react-router";
import { AUTH_PATHS } from "~/content/auth";
import { roleLabels, workspaceErrors } from "~/content/workspaces";
import type { InvitationPage } from "~/contracts/invitation-page";
import { callAuth } from "~/server/auth/auth-api.server";
import { readForm } from "~/server/auth/auth-form.server";
import { getViewer, requireViewer, type Viewer } from "~/server/auth/viewer.server";
import { describeDbError, getDb } from "~/server/db/client.server";
import { acceptInvitation, invitationStateFor } from "./accept-invitation.server";
import {
  findInvitation,
  invitationIdOf,
  openInvitation,
  type InvitationView,
} from "./invitations.server";
import { NO_STORE } from "~/lib/cache-control";

// /invitation/:id: the loader shows the invitation as fits the visitor; the action ('Rejoindre')
// accepts it, makes the workspace the active one and goes to the dashboard.

const STATUS = { unknown: 404, expired: 410, used: 410, open: 200 } as const;

const expiresFormat = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Africa/Conakry",
});

function pageOf(
  invitation: InvitationView | null,
  seen: Awaited<ReturnType<typeof invitationStateFor>>,
  viewer: Viewer | null,
  formError?: string,
): InvitationPage {
  if (!invitation || seen.state !== "open") {
    return { state: seen.state === "open" ? "unknown" : seen.state, signedIn: viewer !== null };
  }
  const back = `/invitation/${encodeURIComponent(invitation.id)}`;
  return {
    state: "open",
    visitor: seen.visitor,
    workspaceName: invitation.workspaceName,
    inviterName: invitation.inviterName,
    roleLabel: roleLabels[invitation.role],
    expiresOn: expiresFormat.format(invitation.expiresAt),
    signInHref: `${AUTH_PATHS.signIn}?redirectTo=${encodeURIComponent(back)}`,
    signUpHref: `${AUTH_PATHS.signUp}?invitation=${encodeURIComponent(invitation.id)}`,
    formError,
  };
}

export async function invitationLoader(request: Request, id: string | undefined) {
  const db = getDb();
  const viewer = await getViewer(request);
  const invitation = await findInvitation(db, id);
  const seen = await invitationStateFor(db, invitation, viewer, new Date());
  return data(pageOf(invitation, seen, viewer), { status: STATUS[seen.state], headers: NO_STORE });
}

export async function invitationAction(
  request: Request,
  clientIp: string | undefined,
  id: string | undefined,
) {
  const viewer = await requireViewer(request);
  const form = await readForm(request);
  if (!form.ok) return form.response;
  const db = getDb();
  const outcome = await acceptInvitation(db, viewer, id ?? "", (path, body) =>
    callAuth(request, clientIp, path, body),
  );
  if (outcome.ok) {
    const headers = new Headers(NO_STORE);
    for (const cookie of outcome.cookies) headers.append("Set-Cookie", cookie);
    return redirect(AUTH_PATHS.afterSignIn, { headers });
  }
  const invitation = await findInvitation(db, id);
  const formError =
    outcome.status === 429
      ? workspaceErrors.rateLimited
      : outcome.status === 503
        ? workspaceErrors.unavailable
        : undefined;
  return data(pageOf(invitation, outcome, viewer, formError), {
    status: outcome.status,
    headers: NO_STORE,
  });
}

/** /inscription?invitation={id}: the invitation to join instead of starting a trial. */
export async function signUpInvitation(id: string | null) {
  if (id === null) return null;
  try {
    return await openInvitation(getDb(), id);
  } catch (error) {
    console.error(`Invitation lookup failed: ${describeDbError(error)}`);
    return null;
  }
}

/** /connexion?redirectTo=/invitation/{id}: the invited address, to prefill. */
export async function invitedEmailFor(redirectTo: string): Promise<string | undefined> {
  const id = invitationIdOf(redirectTo);
  return id ? (await signUpInvitation(id))?.email : undefined;
}
