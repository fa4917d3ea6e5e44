import { createHmac, timingSafeEqual } from "node:crypto";
import { parseCookies } from "better-call";
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { authMember, authOrganization, authSession, authUser } from "~/server/db/schema.server";
import { toWorkspaceSummary, type WorkspaceSummary } from "~/server/workspaces/active.server";
import type { Auth } from "./auth.server";

// A signed-in request's session, person and memberships in one statement (decision 0141).
// better-auth's `getSession` reads the same rows in two statements, behind its endpoint machinery
// and a WebCrypto HMAC: 2.7 ms of a list page's ~20 outside its SQL. Here only its plainest case
// is answered: the session cookie present once, signed with better-auth's own secret, its row found,
// not expired, not due for renewal, and no other session cookie of better-auth's (the "don't
// remember me" and cached-session cookies). Anything else is "ask": better-auth answers, with its
// renewal, its cookie deletions and its refusals. Nothing is cached: a sign-out, a revocation or a
// membership removed take effect at the next request (0134).

export interface LiveSession {
  session: { id: string; activeOrganizationId: string | null };
  user: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    role: string;
    trialEndsAt: Date | null;
  };
  workspaces: WorkspaceSummary[];
}

type AuthContext = Awaited<Auth["$context"]>;

/** What a session cookie's value signs, when its signature is better-auth's (HMAC-SHA256). */
export function signedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const signature = value.slice(dot + 1);
  // The shape better-call accepts: standard base64 of 32 bytes.
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const token = value.slice(0, dot);
  const expected = createHmac("sha256", secret).update(token).digest();
  // Decoded, not compared as text: 44 characters of a cookie need not be 44 bytes.
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length &&
    given.toString("base64") === signature &&
    timingSafeEqual(given, expected)
    ? token
    : null;
}

/** The session token a Cookie header carries, when better-auth's plain lookup is all it needs. */
function plainToken(cookie: string, context: AuthContext): string | null {
  const { sessionToken, sessionData, dontRememberToken } = context.authCookies;
  const value = parseCookies(cookie).get(sessionToken.name);
  if (!value) return null;
  // Twice (a cookie of a parent domain beside ours): better-auth picks, as it always has.
  if (cookie.split(sessionToken.name + "=").length > 2) return null;
  if (cookie.includes(sessionData.name) || cookie.includes(dontRememberToken.name)) return null;
  return signedToken(value, context.secret);
}

/** The session, person and memberships of a token, in one statement. */
async function rowOf(db: Db, token: string) {
  const member = sql`(select coalesce(json_agg(json_build_object(
      'id', ${authOrganization.id}, 'name', ${authOrganization.name},
      'slug', ${authOrganization.slug}, 'role', ${authMember.role},
      'plan', ${authOrganization.plan}, 'trialEndsAt', ${authOrganization.trialEndsAt}
    ) order by ${authMember.createdAt}, ${authOrganization.id}), '[]'::json)
    from ${authMember}
    inner join ${authOrganization} on ${authOrganization.id} = ${authMember.organizationId}
    where ${authMember.userId} = ${authSession.userId})`;
  const [row] = await db
    .select({
      sessionId: authSession.id,
      expiresAt: authSession.expiresAt,
      activeOrganizationId: authSession.activeOrganizationId,
      userId: authUser.id,
      name: authUser.name,
      email: authUser.email,
      emailVerified: authUser.emailVerified,
      role: authUser.role,
      trialEndsAt: authUser.trialEndsAt,
      workspaces: member.mapWith(
        (value: unknown) =>
          (typeof value === "string" ? JSON.parse(value) : value) as WorkspaceRow[],
      ),
    })
    .from(authSession)
    .innerJoin(authUser, eq(authUser.id, authSession.userId))
    .where(eq(authSession.token, token));
  return row;
}

interface WorkspaceRow {
  id: string;
  name: string;
  slug: string;
  role: string;
  plan: string | null;
  trialEndsAt: string | null;
}

/**
 * The live session of a Cookie header read directly, or "ask" when better-auth must answer (no
 * cookie, a bad signature, a session unknown, expired or due for renewal, other auth cookies).
 */
export async function readLiveSession(
  db: Db,
  context: AuthContext,
  cookie: string,
  now = Date.now(),
): Promise<LiveSession | "ask"> {
  const token = plainToken(cookie, context);
  if (!token) return "ask";
  const row = await rowOf(db, token);
  if (!row) return "ask";
  const expiresAt = row.expiresAt.getTime();
  const { expiresIn, updateAge } = context.sessionConfig;
  // better-auth renews a session once `updateAge` has passed since it was last set to expire.
  if (expiresAt <= now || expiresAt - expiresIn * 1000 + updateAge * 1000 <= now) return "ask";
  return {
    session: { id: row.sessionId, activeOrganizationId: row.activeOrganizationId },
    user: {
      id: row.userId,
      name: row.name,
      email: row.email,
      emailVerified: row.emailVerified,
      role: row.role,
      trialEndsAt: row.trialEndsAt,
    },
    workspaces: row.workspaces.map((w) =>
      toWorkspaceSummary({ ...w, trialEndsAt: w.trialEndsAt ? new Date(w.trialEndsAt) : null }),
    ),
  };
}
