import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { settingsTexts } from "~/content/settings";
import { authMember, authOrganization, authUser } from "~/server/db/schema.server";
import { accountDeletionPlan } from "~/server/workspaces/delete-workspace.server";
import { withTenantContext } from "~/server/workspaces/tenant-context.server";
import { addMember, addUser, viewerOf } from "~/server/workspaces/workspace-test-data.server";
import { settingsAction } from "./settings-actions.server";
import { GOOD_PASSWORD, settingsFormPost, startTestAuth, type TestAuth } from "./test-auth.server";
import type { Viewer } from "./viewer.server";

// 'Supprimer le compte' and the account's workspaces: the last owner of a workspace with other
// members is refused (nothing deleted); the workspaces it is alone in go with it. better-auth is
// real (its own test instance); only the session lookup is replaced by the given viewer, handed in
// with the request with the database and that better-auth (decision 0092).

let auth: TestAuth;

/** The account requests the action sends to better-auth (callAuth), passed on to it. */
const handler = vi.fn((request: Request) => auth.auth.handler(request));

async function account(name: string) {
  const { email, cookie } = await auth.signUp(name);
  const [user] = await auth.db.select().from(authUser).where(eq(authUser.email, email));
  const [membership] = await auth.db
    .select()
    .from(authMember)
    .where(eq(authMember.userId, user!.id));
  return { id: user!.id, name, email, cookie, organizationId: membership!.organizationId };
}

const deleteRequest = (viewer: Viewer, cookie: string, password: string) =>
  withTenantContext(settingsFormPost({ intent: "delete", currentPassword: password }, cookie), {
    db: auth.db,
    viewer,
    auth: { api: auth.auth.api, handler, $context: auth.auth.$context },
  });

async function exists(table: "user" | "organization", id: string) {
  const rows =
    table === "user"
      ? await auth.db.select().from(authUser).where(eq(authUser.id, id))
      : await auth.db.select().from(authOrganization).where(eq(authOrganization.id, id));
  return rows.length === 1;
}

beforeAll(async () => {
  auth = await startTestAuth();
}, 120_000);
afterAll(() => auth.cleanup());

describe("deleting an account that owns workspaces", { timeout: 60_000 }, () => {
  it("refuses the last owner of a workspace with other members, naming it", async () => {
    const owner = await account("Bintou Keita");
    const colleague = await addUser(auth.db, "Moussa Kanté");
    await addMember(auth.db, owner.organizationId, colleague.id, "admin");
    const viewer = await viewerOf(auth.db, owner, owner.organizationId);
    handler.mockClear();

    const result = (await settingsAction({
      request: deleteRequest(viewer, owner.cookie, GOOD_PASSWORD),
      context: {},
    })) as unknown as { data: { formError: string }; init: { status: number } };
    expect(result.init.status).toBe(409);
    expect(result.data.formError).toBe(settingsTexts.danger.lastOwner(["Espace de Bintou"]));
    expect(result.data.formError).toContain("«\u202fEspace de Bintou\u202f»");
    expect(handler).not.toHaveBeenCalled();
    expect(await exists("user", owner.id)).toBe(true);
    expect(await exists("organization", owner.organizationId)).toBe(true);

    // With a second owner, the account may go: the workspace stays with its other members.
    await auth.db
      .update(authMember)
      .set({ role: "owner" })
      .where(eq(authMember.userId, colleague.id));
    expect(await accountDeletionPlan(auth.db, owner.id)).toEqual({ blocking: [], abandoned: [] });
  });

  it("deletes the workspaces the account is alone in, with every row of them", async () => {
    const alone = await account("Kadiatou Bah");
    const host = await account("Sory Camara");
    await addMember(auth.db, host.organizationId, alone.id, "member");
    const viewer = await viewerOf(auth.db, alone, alone.organizationId);
    expect(await accountDeletionPlan(auth.db, alone.id)).toEqual({
      blocking: [],
      abandoned: [{ id: alone.organizationId, name: "Espace de Kadiatou" }],
    });

    // A wrong password: better-auth refuses, nothing is deleted.
    const refused = (await settingsAction({
      request: deleteRequest(viewer, alone.cookie, "pas le bon mot de passe"),
      context: {},
    })) as unknown as { init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect(await exists("organization", alone.organizationId)).toBe(true);

    const response = (await settingsAction({
      request: deleteRequest(viewer, alone.cookie, GOOD_PASSWORD),
      context: {},
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/connexion?etat=supprime");
    expect(await exists("user", alone.id)).toBe(false);
    expect(await exists("organization", alone.organizationId)).toBe(false);
    const leftovers = await auth.db.execute(sql`
      select count(*)::int as n from audit_log where organization_id = ${alone.organizationId}`);
    const rows = ((leftovers as { rows?: unknown[] }).rows ?? leftovers) as { n: number }[];
    expect(rows[0]!.n).toBe(0);
    // The workspace it was only a member of stays, without it.
    expect(await exists("organization", host.organizationId)).toBe(true);
    const members = await auth.db
      .select()
      .from(authMember)
      .where(eq(authMember.organizationId, host.organizationId));
    expect(members.map((m) => m.userId)).toEqual([host.id]);
  });
});
