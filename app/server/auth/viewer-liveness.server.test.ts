import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMember, authUser } from "~/server/db/schema.server";
import { withTenantContext } from "~/server/workspaces/tenant-context.server";
import { addMember } from "~/server/workspaces/workspace-test-data.server";
import { GOOD_PASSWORD, startTestAuth, type TestAuth } from "./test-auth.server";
import { getViewer } from "./viewer.server";

// Every signed-in request reads its session, its person and their memberships from the database
// (decision 0134: no cookie cache of the session): a session signed out or revoked from another
// device, and a membership removed, take effect at the very next request, whatever cookies the
// browser still sends. The lookup is the real better-auth's, with every cookie it set.

let t: TestAuth;
beforeAll(async () => {
  t = await startTestAuth();
});
afterAll(() => t.cleanup());

/** The viewer of a dashboard request carrying `cookie`, as the server looks it up. */
const viewerOf = (cookie: string) =>
  getViewer(
    withTenantContext(new Request("http://localhost/dashboard", { headers: { cookie } }), {
      db: t.db,
      auth: t.auth,
    }),
  );

/** Every `name=value` a sign-in's answer set, as the browser sends them back. */
async function signIn(email: string) {
  const response = await t.post("/sign-in/email", { email, password: GOOD_PASSWORD });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

describe("a session's end and a membership's removal take effect at once", () => {
  it("refuses the cookies of a signed-out session", async () => {
    const { cookie } = await t.signUp("Fatoumata Camara");
    expect((await viewerOf(cookie))?.name).toBe("Fatoumata Camara");
    expect((await t.post("/sign-out", {}, { cookie })).status).toBe(200);
    // The same cookies replayed (a copy kept, another tab): no viewer.
    expect(await viewerOf(cookie)).toBeNull();
  });

  it("refuses a session revoked from another device", async () => {
    const { email } = await t.signUp("Mamadou Barry");
    const phone = await signIn(email);
    const office = await signIn(email);
    expect((await viewerOf(phone))?.email).toBe(email);
    expect((await t.post("/revoke-other-sessions", {}, { cookie: office })).status).toBe(200);
    expect(await viewerOf(phone)).toBeNull();
    expect((await viewerOf(office))?.email).toBe(email);
  });

  it("drops a workspace from a person removed from it, and their role changes at once", async () => {
    const owner = await t.signUp("Kadiatou Sylla");
    const ownerViewer = await viewerOf(owner.cookie);
    const workspace = ownerViewer!.workspace!.id;
    const member = await t.signUp("Ousmane Keïta");
    const [person] = await t.db
      .select({ id: authUser.id })
      .from(authUser)
      .where(eq(authUser.email, member.email));
    await addMember(t.db, workspace, person!.id, "technician");
    const joined = await viewerOf(member.cookie);
    expect(joined?.workspaces.find((w) => w.id === workspace)?.role).toBe("technician");

    await t.db
      .update(authMember)
      .set({ role: "member" })
      .where(and(eq(authMember.organizationId, workspace), eq(authMember.userId, person!.id)));
    expect((await viewerOf(member.cookie))?.workspaces.find((w) => w.id === workspace)?.role).toBe(
      "member",
    );

    await t.db
      .delete(authMember)
      .where(and(eq(authMember.organizationId, workspace), eq(authMember.userId, person!.id)));
    const removed = await viewerOf(member.cookie);
    expect(removed).not.toBeNull();
    expect(removed!.workspaces.map((w) => w.id)).not.toContain(workspace);
    expect(removed!.workspace?.id).not.toBe(workspace);
  });
});
