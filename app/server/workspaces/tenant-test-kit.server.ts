import type { Viewer } from "~/server/auth/viewer.server";
import type { Db } from "~/server/db/client.server";
import { withTenantContext } from "./tenant-context.server";

// A test file's requests, served with its test database and the person it acts as
// (tenant-context.server.ts) instead of replacing the database and session modules with vi.mock.

type RequestBuilders = Record<string, (...args: never[]) => Request>;

/**
 * `builders` (the kits' `get`, `post`…) whose requests carry the test database `db()` and the
 * viewer last set with `as` (null at first: an anonymous visitor).
 */
export function tenantRequests<B extends RequestBuilders>(db: () => Db, builders: B) {
  let viewer: Viewer | null = null;
  const served = Object.fromEntries(
    Object.entries(builders).map(([name, build]) => [
      name,
      (...args: never[]) => withTenantContext(build(...args), { db: db(), viewer }),
    ]),
  ) as B;
  return {
    ...served,
    /** A request built by hand, served the same way. */
    serve: <R extends Request>(request: R): R => withTenantContext(request, { db: db(), viewer }),
    /** The person the next requests are made as; null: anonymous. */
    as(next: Viewer | null) {
      viewer = next;
    },
  };
}
