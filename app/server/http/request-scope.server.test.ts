import { afterEach, describe, expect, it, vi } from "vitest";
import type * as Active from "~/server/workspaces/active.server";
import { getAuth } from "~/server/auth/auth.server";
import { getViewer } from "~/server/auth/viewer.server";
import { workspacesOf } from "~/server/workspaces/active.server";
import { inRequestScope, requestMemo } from "./request-scope.server";

// One HTTP request's shared values: the signed-in viewer is looked up once for all the loaders of
// a page (React Router gives each loader its own copy of the Request), again for each action.

vi.mock("~/server/auth/auth.server", () => ({ getAuth: vi.fn() }));
vi.mock("~/server/workspaces/active.server", async (original) => ({
  ...(await original<typeof Active>()),
  workspacesOf: vi.fn(async () => []),
}));
vi.mock("~/server/db/client.server", () => ({ getDb: () => ({}), describeDbError: String }));

const getSession = vi.fn(async () => ({
  user: { id: "u1", name: "Aïssatou Diallo", email: "a@exemple.gn", emailVerified: true },
  session: { id: "s1", activeOrganizationId: null },
}));
vi.mocked(getAuth).mockReturnValue({ api: { getSession } } as never);

const COOKIE = "better-auth.session_token=abc";
const request = (method = "GET", cookie = COOKIE) =>
  new Request("http://localhost/dashboard", { method, headers: { Cookie: cookie } });

afterEach(() => vi.clearAllMocks());

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
    expect(workspacesOf).toHaveBeenCalledTimes(1);
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
