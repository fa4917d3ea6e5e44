import { afterEach, describe, expect, it, vi } from "vitest";
import { getViewer } from "~/server/auth/viewer.server";
import type { Db } from "~/server/db/client.server";
import { withTenantContext } from "~/server/workspaces/tenant-context.server";
import { standInAuthContext } from "~/server/auth/auth-stand-in-kit.server";
import { inRequestScope, requestMemo } from "./request-scope.server";

// One HTTP request's shared values: the signed-in viewer is looked up once for all the loaders of
// a page (React Router gives each loader its own copy of the Request), again for each action. The
// requests are served with a session reader (better-auth's getSession) and a database that answers no rows, handed in with
// each request (decision 0092), and both count what they are asked.

const getSession = vi.fn(async () => ({
  headers: new Headers(),
  response: {
    user: { id: "u1", name: "Aïssatou Diallo", email: "a@exemple.gn", emailVerified: true },
    session: { id: "s1", activeOrganizationId: null },
  },
}));

/** Every query started on the database (its first method: select, insert…). */
const queries: string[] = [];
// A query of any shape that resolves to no rows.
const noRows: object = new Proxy(
  {},
  {
    get: (_target, prop) =>
      prop === "then" ? (resolve: (rows: unknown[]) => void) => resolve([]) : () => noRows,
  },
);
const db = new Proxy({} as Db, {
  get(_target, prop) {
    queries.push(String(prop));
    return () => noRows;
  },
});

const COOKIE = "better-auth.session_token=abc";
const request = (method = "GET", cookie = COOKIE) =>
  withTenantContext(
    new Request("http://localhost/dashboard", { method, headers: { Cookie: cookie } }),
    { db, auth: { api: { getSession }, $context: standInAuthContext() } as never },
  );

afterEach(() => {
  vi.clearAllMocks();
  queries.length = 0;
});

describe("requestMemo", () => {
  it("computes a key once in a request's scope, each time outside one", async () => {
    const compute = vi.fn(() => ({}));
    const shared = inRequestScope(() => [requestMemo("k", compute), requestMemo("k", compute)]);
    expect(shared[0]).toBe(shared[1]);
    expect(compute).toHaveBeenCalledTimes(1);
    inRequestScope(() => requestMemo("k", compute));
    expect(compute).toHaveBeenCalledTimes(2);
    expect(requestMemo("k", compute)).not.toBe(requestMemo("k", compute));
    expect(compute).toHaveBeenCalledTimes(4);
  });
});

describe("getViewer", () => {
  it("looks the session up once for all the loaders of a GET", async () => {
    const viewers = await inRequestScope(() =>
      Promise.all([getViewer(request()), getViewer(request()), getViewer(request("HEAD"))]),
    );
    expect(viewers[0]).toMatchObject({ id: "u1", sessionId: "s1", workspace: null });
    expect(viewers[1]).toBe(viewers[0]);
    expect(getSession).toHaveBeenCalledTimes(1);
    // The person's workspaces, read once.
    expect(queries).toEqual(["select"]);
  });

  it("looks again for an action, another cookie, another request, or outside a request", async () => {
    await inRequestScope(async () => {
      await getViewer(request("POST"));
      await getViewer(request("POST"));
      await getViewer(request("GET", "better-auth.session_token=other"));
      await getViewer(request());
    });
    expect(getSession).toHaveBeenCalledTimes(4);
    await inRequestScope(() => getViewer(request()));
    await getViewer(request());
    await getViewer(request());
    expect(getSession).toHaveBeenCalledTimes(7);
  });
});
