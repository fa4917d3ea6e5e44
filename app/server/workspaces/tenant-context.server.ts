import type { Auth } from "~/server/auth/auth.server";
import type { Viewer } from "~/server/auth/viewer.server";
import { getDb, type Db } from "~/server/db/client.server";

// What the tenant helper serves a request with: the database and the signed-in viewer. The
// server resolves both itself (the process's database, the session cookie); a caller that already
// has them (a test, with its test database and the person it acts as) hands them in with the
// request instead of replacing modules (vi.mock), which cost each such test file a module graph
// of its own (decision 0080). Keyed on the Request object the caller passes: React Router hands
// each loader a copy of its own, so nothing the server receives over HTTP is ever found here.

/** What the server asks about sessions and accounts: better-auth's API and HTTP handler. */
export type AuthService = {
  api: Pick<Auth["api"], "getSession">;
  handler: Auth["handler"];
  /** Its options and secret (the secret also signs the resend cookie, decision 0097). */
  $context: Auth["$context"];
};

export interface TenantContext {
  db: Db;
  /**
   * The request's viewer, null for an anonymous visitor. Absent: looked up from the request's
   * cookie as the server does (getViewer), through `auth` when given.
   */
  viewer?: Viewer | null;
  /**
   * The better-auth the session lookup (getViewer) and the account requests (callAuth) go to
   * instead of the process's (decision 0092).
   */
  auth?: AuthService;
}

const provided = new WeakMap<Request, TenantContext>();

/** `request`, served with `context` instead of the process's database and the session cookie. */
export function withTenantContext<R extends Request>(request: R, context: TenantContext): R {
  provided.set(request, context);
  return request;
}

/** The context handed in with `request`, if any. */
export const providedContext = (request: Request): TenantContext | undefined =>
  provided.get(request);

/** The better-auth `request` is served with: the one handed in, or null for the process's. */
export function authOf(request: Request): AuthService | null {
  return provided.get(request)?.auth ?? null;
}

/** The database `request` is served with: the one handed in, or the process's. */
export const dbOf = (request: Request): Db => provided.get(request)?.db ?? getDb();
