import { eq, sql } from "drizzle-orm";
import type * as DbClient from "~/server/db/client.server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { settingsTexts } from "~/content/settings";
import { authMember, authOrganization, authUser } from "~/server/db/schema.server";
import { accountDeletionPlan } from "~/server/workspaces/delete-workspace.server";
import { addMember, addUser, viewerOf } from "~/server/workspaces/workspace-test-data.server";
import type * as AuthApi from "./auth-api.server";
import { callAuth } from "./auth-api.server";
import { settingsAction } from "./settings-actions.server";
import { callTestAuth, GOOD_PASSWORD, startTestAuth, type TestAuth } from "./test-auth.server";
import { requireViewer } from "./viewer.server";

// 'Supprimer le compte' and the account's workspaces: the last owner of a workspace with other
// members is refused (nothing deleted); the workspaces it is alone in go with it. better-auth is
// real (its own test instance); only the session lookup is replaced by the given viewer.

let auth: TestAuth;

vi.mock("./viewer.server", () => ({ requireViewer: vi.fn() }));
vi.mock("~/server/db/client.server", async (original) => ({
  ...(await original<typeof DbClient>()),
  getDb: () => auth.db,
}));
vi.mock("./auth-api.server", async (original) => ({
  ...(await original<typeof AuthApi>()),
  callAuth: vi.fn(),
}));

async function account(name: string) {
  const { email, cookie } = await auth.signUp(name);
  const [user] = await auth.db.select().from(authUser).where(eq(authUser.email, email));
  const [membership] = await auth.db
    .select()
    .from(authMember)
    .where(eq(authMember.userId, user!.id));
  return { id: user!.id, name, email, cookie, organizationId: membership!.organizationId };
}

const deleteRequest = (cookie: string, password: string) =>
  new Request("http://127.0.0.1:4999/dashboard/parametres", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams({ intent: "delete", currentPassword: password }).toString(),
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
  vi.mocked(callAuth).mockImplementation(callTestAuth(() => auth));
}, 120_000);
afterAll(() => auth.cleanup());

describe("deleting an account that owns workspaces", { timeout: 60_000 }, () => {
  it("refuses the last owner of a workspace with other members, naming it", async () => {
    const owner = await account("Bintou Keita");
    const colleague = await addUser(auth.db, "Moussa Kanté");
    await addMember(auth.db, owner.organizationId, colleague.id, "admin");
    vi.mocked(requireViewer).mockResolvedValue(
      await viewerOf(auth.db, owner, owner.organizationId),
    );
    vi.mocked(callAuth).mockClear();

    const result = (await settingsAction({
      request: deleteRequest(owner.cookie, GOOD_PASSWORD),
      context: {},
    })) as unknown as { data: { formError: string }; init: { status: number } };
    expect(result.init.status).toBe(409);
    expect(result.data.formError).toBe(settingsTexts.danger.lastOwner(["Espace de Bintou"]));
    expect(result.data.formError).toContain("«\u202fEspace de Bintou\u202f»");
    expect(callAuth).not.toHaveBeenCalled();
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
    vi.mocked(requireViewer).mockResolvedValue(
      await viewerOf(auth.db, alone, alone.organizationId),
    );
    expect(await accountDeletionPlan(auth.db, alone.id)).toEqual({
      blocking: [],
      abandoned: [{ id: alone.organizationId, name: "Espace de Kadiatou" }],
    });

    // A wrong password: better-auth refuses, nothing is deleted.
    const refused = (await settingsAction({
      request: deleteRequest(alone.cookie, "pas le bon mot de passe"),
      context: {},
    })) as unknown as { init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect(await exists("organization", alone.organizationId)).toBe(true);

    const response = (await settingsAction({
      request: deleteRequest(alone.cookie, GOOD_PASSWORD),
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
