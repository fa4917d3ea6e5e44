import type { Viewer } from "~/server/auth/viewer.server";
import type { Db } from "~/server/db/client.server";
import { withTenantContext } from "~/server/workspaces/tenant-context.server";

// The staff pages' refusal tests (the inbox, the billing): each loader and action asks
// `requireAdmin` first and does nothing else when it refuses. Their requests are served with a
// database that records any use and throws (decision 0080): a route that went past its refusal
// would read or write through it.

/** A database that records every use, by property name, and throws. */
export function untouchableDb(area: string) {
  const touched: string[] = [];
  const db = new Proxy({} as Db, {
    get(_target, prop) {
      touched.push(String(prop));
      throw new Error(`the ${area} routes touched the database behind a refusal`);
    },
  });
  return { db, touched };
}

/** A signed-in person who is not staff (platform role `member`), in no workspace. */
export const notStaff = (name: string, email: string): Viewer => ({
  id: `user-${email}`,
  name,
  email,
  emailVerified: true,
  role: "member",
  sessionId: `session-${email}`,
  workspaces: [],
  workspace: null,
});

/** GETs and form POSTs to `path`, served with `db` as `viewer` (null: anonymous). */
export function staffRequests(db: Db, viewer: Viewer | null) {
  const serve = (request: Request) => withTenantContext(request, { db, viewer });
  return {
    get: (path: string) => serve(new Request(`http://localhost:3000${path}`)),
    post: (path: string, body: string) =>
      serve(
        new Request(`http://localhost:3000${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body,
        }),
      ),
  };
}

/** A route's arguments as React Router passes them. */
export const routeArgs = (request: Request, params: Record<string, string> = {}) =>
  ({ request, params, context: {} }) as never;
