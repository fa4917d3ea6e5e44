import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "~/server/db/test-db.server";
import { createTicket, helpdeskContext } from "~/server/helpdesk/index.server";
import { createFirstWorkspace } from "./first-workspace.server";
import { inTenant } from "./in-tenant.server";
import { addMember, testPerson } from "./workspace-test-fixtures.server";

// Every business table, found in the database itself (a table with `organization_id` that is not
// better-auth's or the staff inbox's), is guarded under the application role: row-level security
// on and FORCEd (the tables' owner is held by it too), a policy for `app_tenant` comparing
// organization_id with app.org_id for reads and writes, organization_id not null and first in an
// index. A new module's table that forgets one fails here.

let t: Awaited<ReturnType<typeof openTestDb>>;
let org: string;
beforeAll(async () => {
  t = await openTestDb();
  // Rows in most business tables: a ticket brings its contact, entry, settings, job and journal.
  const owner = await testPerson(t.db, "Aïssatou Diallo");
  org = await createFirstWorkspace(t.db, owner, "premium");
  await addMember(t.db, org, await testPerson(t.db, "Ibrahima Sow"), "technician");
  await inTenant(t.db, org, async (tx) => {
    const ctx = await helpdeskContext(tx, { id: owner.id, name: owner.name, type: "member" });
    await createTicket(ctx, {
      subject: "Imprimante",
      description: "En panne",
      requester: { email: "demandeur@exemple.gn", name: "Demandeur" },
      source: "phone",
      priority: "urgent",
      assigneeId: owner.id,
    });
  });
}, 120_000);
afterAll(() => t.cleanup());

/** Platform tables that carry an organization id without belonging to a workspace's data. */
const PLATFORM = ["auth_invitation", "auth_member", "auth_session", "contact_message"];

const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

async function businessTables(): Promise<string[]> {
  const result = await t.db.execute(sql`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'organization_id'
    order by table_name`);
  return rowsOf<{ table_name: string }>(result)
    .map((r) => r.table_name)
    .filter((name) => !PLATFORM.includes(name));
}

const count = async (db: Pick<typeof t.db, "execute">, name: string) =>
  rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from "${name}"`)))[0]!
    .n;

/** The rows of `name` seen through the tenant helper, in the seeded workspace. */
const countInWorkspace = (name: string) => inTenant(t.db, org, (tx) => count(tx, name));

async function superuser(): Promise<boolean> {
  const [row] = rowsOf<{ rolsuper: boolean }>(
    await t.db.execute(sql`select rolsuper from pg_roles where rolname = current_user`),
  );
  return row!.rolsuper;
}

describe("business tables", { timeout: 30_000 }, () => {
  it("include the journal, the helpdesk's tables and the jobs", async () => {
    const tables = await businessTables();
    for (const name of ["audit_log", "job", "ticket", "ticket_entry", "helpdesk_settings"]) {
      expect(tables).toContain(name);
    }
  });

  it("each have row-level security, forced, with a policy of app_tenant on organization_id", async () => {
    for (const name of await businessTables()) {
      const [table] = rowsOf<{ rls: boolean; forced: boolean }>(
        await t.db.execute(sql`
          select relrowsecurity as rls, relforcerowsecurity as forced from pg_class
          where relname = ${name} and relnamespace = 'public'::regnamespace`),
      );
      expect(table?.rls, `${name}: row-level security`).toBe(true);
      expect(table?.forced, `${name}: FORCE ROW LEVEL SECURITY`).toBe(true);
      const policies = rowsOf<{
        roles: string;
        qual: string;
        with_check: string | null;
        cmd: string;
      }>(
        await t.db.execute(sql`
          select roles::text as roles, qual, with_check, cmd from pg_policies
          where tablename = ${name}`),
      );
      const tenant = policies.find((p) => p.roles.includes("app_tenant"));
      expect(tenant?.cmd, `${name}: one policy for every command`).toBe("ALL");
      expect(tenant?.qual, `${name}: reads`).toContain("current_setting('app.org_id'");
      expect(tenant?.with_check, `${name}: writes`).toContain("current_setting('app.org_id'");
    }
  });

  it("each have organization_id not null and first in an index", async () => {
    for (const name of await businessTables()) {
      const [column] = rowsOf<{ is_nullable: string }>(
        await t.db.execute(sql`
          select is_nullable from information_schema.columns
          where table_name = ${name} and column_name = 'organization_id'`),
      );
      expect(column?.is_nullable, name).toBe("NO");
      const indexes = rowsOf<{ indexdef: string }>(
        await t.db.execute(sql`select indexdef from pg_indexes where tablename = ${name}`),
      );
      expect(
        indexes.some((i) => /\(organization_id[,)]/.test(i.indexdef.replaceAll('"', ""))),
        `${name}: an index led by organization_id`,
      ).toBe(true);
    }
  });

  it("show none of their rows under the application role with another workspace", async () => {
    let seeded = 0;
    for (const name of await businessTables()) {
      if ((await countInWorkspace(name)) > 0) seeded++;
      const seen = await t.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.org_id', 'not-a-workspace', true)`);
        await tx.execute(sql`set local role app_tenant`);
        return rowsOf(await tx.execute(sql.raw(`select count(*)::int as n from "${name}"`)));
      });
      expect(seen, name).toEqual([{ n: 0 }]);
    }
    expect(seeded).toBeGreaterThanOrEqual(6);
  });

  it("show none of their rows to the application outside the helper, unless a superuser", async () => {
    // The second guard when a query skips the helper (no role, no workspace): FORCE holds the
    // tables' owner to the policies, written for app_tenant only. A superuser (PGlite's single
    // user) bypasses row-level security and sees everything: the helper's role is its guard.
    const bypass = await superuser();
    for (const name of await businessTables()) {
      const outside = await count(t.db, name);
      if (bypass) expect(outside, name).toBeGreaterThanOrEqual(await countInWorkspace(name));
      else expect(outside, name).toBe(0);
    }
  });

  it("open the job table alone to the job runner's claim, never to app_tenant", async () => {
    expect(await countInWorkspace("job")).toBeGreaterThan(0);
    const claim = (role?: string) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.jobs', 'claim', true)`);
        if (role) await tx.execute(sql.raw(`set local role ${role}`));
        const jobs = rowsOf<{ n: number }>(
          await tx.execute(sql`select count(*)::int as n from job where organization_id = ${org}`),
        )[0]!.n;
        return { job: jobs, ticket: await count(tx, "ticket") };
      });
    const claimed = await claim();
    // This workspace's jobs: the worker's other files left theirs in the same table.
    expect(claimed.job).toBe(await countInWorkspace("job"));
    if (!(await superuser())) expect(claimed.ticket).toBe(0);
    expect(await claim("app_tenant")).toEqual({ job: 0, ticket: 0 });
  });
});
