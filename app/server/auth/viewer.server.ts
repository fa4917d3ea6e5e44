import { data, redirect } from "react-router";
import { describeDbError } from "~/server/db/client.server";
import {
  pickActive,
  setActiveWorkspace,
  workspacesOf,
  type ActiveWorkspace,
  type WorkspaceSummary,
} from "~/server/workspaces/active.server";
import { addResponseCookie, requestMemo } from "~/server/http/request-scope.server";
import { postedWorkspaceId } from "~/server/platform/posted-workspace.server";
import {
  authOf,
  dbOf,
  providedContext,
  type AuthService,
} from "~/server/workspaces/tenant-context.server";
import { WorkspaceError } from "~/server/platform/refusal.server";
import { workspaceErrors } from "~/content/workspaces";
import { getAuth } from "./auth.server";
import { readLiveSession, type LiveSession } from "./live-session.server";
import { NO_STORE } from "~/lib/cache-control";

// The signed-in person behind a request, as every loader and action sees it.

type Role = "member" | "admin";

export interface Viewer {
  id: string;
  name: string;
  email: string;
  /** The address was confirmed by e-mail (or by Google, or given by the operator). */
  emailVerified: boolean;
  /** The platform role: `admin` for the company's staff; unrelated to workspace roles. */
  role: Role;
  /** End of the person's one free trial (decision 0085); null or absent: not taken yet. */
  ownTrialEndsAt?: Date | null;
  /** The current session, kept when other sessions are revoked. */
  sessionId: string;
  /** Every workspace the person is a member of, and the active one (null: none). */
  workspaces: WorkspaceSummary[];
  workspace: ActiveWorkspace | null;
}

/** True when the request carries a session cookie at all (secure or not). */
export function hasSessionCookie(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(
    request.headers.get("Cookie") ?? "",
  );
}

/**
 * The viewer of this request, or null for an anonymous visitor. Anonymous requests never touch
 * the database; a signed-in request with the database down gets a French 503. The loaders of a
 * page (the dashboard layout's, the page's, `withWorkspace`) share one lookup (requestMemo); an
 * action (POST) looks again each time, since it may change what the lookup finds. A viewer handed
 * in with the request (withTenantContext) is taken as it is; better-auth handed in is asked instead
 * of the process's, and the request's database is read (decision 0092).
 */
export function getViewer(request: Request): Promise<Viewer | null> {
  const given = providedContext(request);
  if (given?.viewer !== undefined) return Promise.resolve(given.viewer);
  if (request.method !== "GET" && request.method !== "HEAD") return lookUpViewer(request);
  return requestMemo(`viewer:${request.headers.get("Cookie") ?? ""}`, () => lookUpViewer(request));
}

async function lookUpViewer(request: Request): Promise<Viewer | null> {
  if (!hasSessionCookie(request)) return null;
  const sessions = authOf(request) ?? getAuth();
  let found: LiveSession | null;
  try {
    // Read in one statement when better-auth's plainest case holds (decision 0141); else asked.
    const live = await readLiveSession(
      dbOf(request),
      await sessions.$context,
      request.headers.get("Cookie") ?? "",
    );
    found = live === "ask" ? await askBetterAuth(request, sessions) : live;
  } catch (error) {
    console.error(`Session lookup failed: ${describeDbError(error)}`);
    throw data(null, { status: 503 });
  }
  if (!found) return null;
  const { user, session, workspaces } = found;
  const now = Date.now();
  // A dashboard form acts on the workspace it was rendered for, not on the one another tab made
  // active since; the active one is left as it is (docs/decisions/0077-form-workspace-and-abuse.md).
  const posted = await postedWorkspaceId(request);
  let workspace: ActiveWorkspace | null;
  if (posted !== null) {
    const rendered = workspaces.find((w) => w.id === posted);
    if (!rendered) throw new WorkspaceError(403, workspaceErrors.formWorkspaceGone);
    workspace = pickActive([rendered], posted, now);
  } else {
    workspace = pickActive(workspaces, session.activeOrganizationId, now);
    if ((workspace?.id ?? null) !== (session.activeOrganizationId ?? null)) {
      // The session pointed nowhere (new session) or at a workspace the person left.
      await setActiveWorkspace(dbOf(request), session.id, workspace?.id ?? null).catch(() => {});
    }
  }
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    role: user.role === "admin" ? "admin" : "member",
    ownTrialEndsAt: user.trialEndsAt,
    sessionId: session.id,
    workspaces,
    workspace,
  };
}

/** better-auth's own lookup, with the memberships read after it. */
async function askBetterAuth(request: Request, sessions: AuthService): Promise<LiveSession | null> {
  // A session past its `updateAge` is renewed in the database and its cookie set again with a
  // fresh Max-Age: the answer carries it, or the browser would drop an active person's
  // cookie 30 days after they signed in (decision 0135).
  const answer = await sessions.api.getSession({ headers: request.headers, returnHeaders: true });
  for (const cookie of answer.headers?.getSetCookie() ?? []) addResponseCookie(cookie);
  const result = answer.response;
  if (!result) return null;
  const { user, session } = result;
  return {
    session: { id: session.id, activeOrganizationId: session.activeOrganizationId ?? null },
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role ?? "member",
      trialEndsAt: user.trialEndsAt ? new Date(user.trialEndsAt) : null,
    },
    workspaces: await workspacesOf(dbOf(request), user.id),
  };
}

/** The sign-in page, remembering where to come back to. */
function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return redirect(`/connexion?redirectTo=${encodeURIComponent(back)}`, {
    headers: NO_STORE,
  });
}

/** Pages for signed-in people: anonymous visitors are sent to the sign-in page first. */
export async function requireViewer(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw signInRedirect(request);
  return viewer;
}

/**
 * Staff-only pages: anonymous visitors are sent to the sign-in page, anyone signed in who is not an
 * admin gets a 404 (the page's existence is not revealed).
 */
export async function requireAdmin(request: Request): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (viewer.role !== "admin") throw data(null, { status: 404 });
  return viewer;
}
