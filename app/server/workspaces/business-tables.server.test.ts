import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "~/server/db/test-db.server";
import { helpdeskContext } from "~/server/helpdesk/helpdesk-context.server";
import { createTicket } from "~/server/helpdesk/ticket-create.server";
import { createFirstWorkspace } from "./first-workspace.server";
import { inTenant } from "./in-tenant.server";
import { addMember, testPerson } from "./workspace-test-fixtures.server";

// Every business table, found in the database itself (a table with `organization_id` that is not
// better-auth's or the staff inbox's), is guarded under the application role: row-level security
// on, a policy for `app_tenant` comparing organization_id with app.org_id for reads and writes,
// organization_id not null and first in an index. A new module's table that forgets one fails here.

let t: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => {
  t = await openTestDb();
  // Rows in most business tables: a ticket brings its contact, entry, settings, job and journal.
  const owner = await testPerson(t.db, "Aïssatou Diallo");
  const org = await createFirstWorkspace(t.db, owner, "premium");
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

describe("business tables", { timeout: 30_000 }, () => {
  it("include the journal, the helpdesk's tables and the jobs", async () => {
    const tables = await businessTables();
    for (const name of ["audit_log", "job", "ticket", "ticket_entry", "helpdesk_settings"]) {
      expect(tables).toContain(name);
    }
  });

  it("each have row-level security with a policy of app_tenant on organization_id", async () => {
    for (const name of await businessTables()) {
      const [table] = rowsOf<{ rls: boolean }>(
        await t.db.execute(sql`select relrowsecurity as rls from pg_class where relname = ${name}`),
      );
      expect(table?.rls, `${name}: row-level security`).toBe(true);
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
      const [all] = rowsOf<{ n: number }>(
        await t.db.execute(sql.raw(`select count(*)::int as n from "${name}"`)),
      );
      if (all!.n > 0) seeded++;
      const seen = await t.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.org_id', 'not-a-workspace', true)`);
        await tx.execute(sql`set local role app_tenant`);
        return rowsOf(await tx.execute(sql.raw(`select count(*)::int as n from "${name}"`)));
      });
      expect(seen, name).toEqual([{ n: 0 }]);
    }
    expect(seeded).toBeGreaterThanOrEqual(6);
  });
});
