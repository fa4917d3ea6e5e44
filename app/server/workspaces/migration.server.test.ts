import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDbBefore } from "~/server/db/test-db.server";
import { authMember, authOrganization } from "~/server/db/schema.server";

// drizzle/0002_workspaces.sql moves the trial and the plan from the accounts to a workspace each:
// the accounts of the version before it are written with the migrations before it, then the rest
// is applied (0018 then gives each owner their workspace's trial as their one trial).

let t: Awaited<ReturnType<typeof openTestDbBefore>>;

beforeAll(async () => {
  t = await openTestDbBefore("0002_workspaces");
  await t.db.execute(sql`
    insert into auth_user (id, name, email, email_verified, role, plan, trial_ends_at) values
      ('u1', 'Aïssatou Binta Diallo', 'aissatou@exemple.gn', true, 'member', 'premium', '2026-12-01T10:00:00Z'),
      ('u2', '   ', 'sans-nom@exemple.gn', false, 'member', 'standard', '2026-11-30T10:00:00Z'),
      ('u3', 'Administrateur', 'staff@exemple.gn', true, 'admin', 'standard', null)`);
  await t.migrateRest();
}, 120_000);
afterAll(async () => {
  await t.cleanup();
});

const workspacesOf = (userId: string) =>
  t.db
    .select({
      name: authOrganization.name,
      slug: authOrganization.slug,
      plan: authOrganization.plan,
      trialEndsAt: authOrganization.trialEndsAt,
      role: authMember.role,
    })
    .from(authMember)
    .innerJoin(authOrganization, eq(authOrganization.id, authMember.organizationId))
    .where(eq(authMember.userId, userId));

describe("migration 0002: a workspace per existing account", { timeout: 30_000 }, () => {
  it("gives each customer account its own workspace carrying its plan and trial", async () => {
    expect(await workspacesOf("u1")).toEqual([
      {
        name: "Espace de Aïssatou",
        slug: expect.stringMatching(/^espace-[0-9a-f]{12}$/),
        plan: "premium",
        trialEndsAt: new Date("2026-12-01T10:00:00Z"),
        role: "owner",
      },
    ]);
    expect(await workspacesOf("u2")).toMatchObject([
      { name: "Espace de mon équipe", role: "owner" },
    ]);
  });

  it("gives staff no workspace, and drops the account columns", async () => {
    expect(await workspacesOf("u3")).toEqual([]);
    const columns = await t.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'auth_user'`,
    );
    const names = ((columns as { rows?: { column_name: string }[] }).rows ?? []).map(
      (c) => c.column_name,
    );
    expect(names).toContain("email");
    expect(names).not.toContain("plan");
  });
});

describe("migration 0018: one trial per person", { timeout: 30_000 }, () => {
  it("gives each owner the end of their workspaces' trial as theirs; staff have none", async () => {
    const trials = await t.db.execute(
      sql`select id, trial_ends_at from auth_user where id in ('u1', 'u2', 'u3') order by id`,
    );
    const rows = ((trials as { rows?: { id: string; trial_ends_at: unknown }[] }).rows ?? []).map(
      (r) => [
        r.id,
        r.trial_ends_at === null ? null : new Date(String(r.trial_ends_at)).toISOString(),
      ],
    );
    expect(rows).toEqual([
      ["u1", "2026-12-01T10:00:00.000Z"],
      ["u2", "2026-11-30T10:00:00.000Z"],
      ["u3", null],
    ]);
  });
});
