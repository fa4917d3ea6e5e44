import { randomUUID } from "node:crypto";
import { eq, sql, TransactionRollbackError } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "~/server/db/test-db.server";
import { authUser } from "~/server/db/schema.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { createFirstWorkspace } from "./first-workspace.server";
import { inTenant, type TenantTx } from "./in-tenant.server";
import { journal } from "./journal.server";

// The second guard under the tenant helper, on the database itself (PGlite here, PostgreSQL in
// CI's second pass): as `app_tenant`, a transaction sees and writes only its workspace's rows.

let t: Awaited<ReturnType<typeof openTestDb>>;
let a: string;
let b: string;

async function user(name: string) {
  const id = randomUUID();
  await t.db.insert(authUser).values({ id, name, email: `${id}@exemple.gn` });
  return { id, name, email: `${id}@exemple.gn` };
}

beforeAll(async () => {
  t = await openTestDb();
  a = await createFirstWorkspace(t.db, await user("Aïssatou Diallo"), "premium");
  b = await createFirstWorkspace(t.db, await user("Mamadou Barry"), "standard");
  await inTenant(t.db, b, (tx) => journal(tx, { id: null, name: "B" }, "workspace.renamed", "B"));
}, 120_000);
afterAll(() => t.cleanup());

describe("row-level security under the tenant helper", { timeout: 30_000 }, () => {
  it("shows a workspace only its own rows, even without a filter", async () => {
    const rows = await inTenant(t.db, a, (tx) => tx.select().from(auditLog));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.organizationId === a)).toBe(true);
    const bRows = await inTenant(t.db, a, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.organizationId, b)),
    );
    expect(bRows).toEqual([]);
  });

  it("fills organization_id from the transaction's workspace", async () => {
    await inTenant(t.db, a, (tx) =>
      journal(tx, { id: null, name: "Test" }, "workspace.renamed", "Nouveau nom"),
    );
    const [row] = await inTenant(t.db, a, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.target, "Nouveau nom")),
    );
    expect(row!.organizationId).toBe(a);
  });

  it("refuses to insert a row for another workspace", async () => {
    await expect(
      inTenant(t.db, a, (tx) =>
        tx.insert(auditLog).values({ organizationId: b, actorName: "X", action: "member.joined" }),
      ),
    ).rejects.toThrow();
    const [{ n }] = (await inTenant(t.db, b, (tx) =>
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(eq(auditLog.actorName, "X")),
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it("keeps the journal append-only: no update, no delete", async () => {
    await expect(
      inTenant(t.db, a, (tx) => tx.update(auditLog).set({ actorName: "Falsifié" })),
    ).rejects.toThrow();
    await expect(inTenant(t.db, a, (tx) => tx.delete(auditLog))).rejects.toThrow();
  });

  it("sees nothing and writes nothing as the application role without a workspace", async () => {
    const seen = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local role app_tenant`);
      return tx.select().from(auditLog);
    });
    expect(seen).toEqual([]);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local role app_tenant`);
        await tx
          .insert(auditLog)
          .values({ organizationId: a, actorName: "Y", action: "member.joined" });
      }),
    ).rejects.toThrow();
  });

  it("with the wrong app.org_id, a raw query returns no row of the other workspace", async () => {
    const rows = await t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.org_id', ${randomUUID()}, true)`);
      await tx.execute(sql`set local role app_tenant`);
      return tx.execute(sql`select * from audit_log`);
    });
    expect((rows as { rows?: unknown[] }).rows ?? rows).toHaveLength(0);
  });

  it("drops the role and the setting at the end of the transaction", async () => {
    await inTenant(t.db, a, async () => undefined);
    const result = await t.db.execute(
      sql`select current_user as role, coalesce(current_setting('app.org_id', true), '') as org`,
    );
    const row = ((result as { rows?: unknown[] }).rows ?? (result as unknown[]))[0] as {
      role: string;
      org: string;
    };
    expect(row.role).not.toBe("app_tenant");
    expect(row.org).toBe("");
  });
});

// The second guard outside the helper (drizzle/0008_force_rls.sql): row-level security is FORCEd,
// so the tables' owner is held by the policies too, and they are written for app_tenant only. A
// non-superuser owner (PostgreSQL in CI's second pass) therefore sees and writes no business row
// without the helper; a superuser (PGlite's single user, or `postgres`) bypasses row-level
// security whatever FORCE says, and relies on the helper's SET LOCAL ROLE alone.
describe("the application outside the tenant helper", { timeout: 30_000 }, () => {
  const rowsOf = <T>(result: unknown) =>
    ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

  async function superuser(): Promise<boolean> {
    const [row] = rowsOf<{ rolsuper: boolean }>(
      await t.db.execute(sql`select rolsuper from pg_roles where rolname = current_user`),
    );
    return row!.rolsuper;
  }

  it("is not app_tenant, and its journal rows exist through the helper", async () => {
    const [row] = rowsOf<{ role: string }>(await t.db.execute(sql`select current_user as role`));
    expect(row!.role).not.toBe("app_tenant");
    expect((await inTenant(t.db, a, (tx) => tx.select().from(auditLog))).length).toBeGreaterThan(0);
    expect((await inTenant(t.db, b, (tx) => tx.select().from(auditLog))).length).toBeGreaterThan(0);
  });

  it("sees no business row without the helper, unless it is a superuser", async () => {
    const seen = await t.db.select().from(auditLog);
    if (await superuser()) {
      // The bypass the helper's SET LOCAL ROLE exists for: every workspace's rows (those of the
      // worker's other files too: they share the database, decision 0091).
      const workspaces = new Set(seen.map((row) => row.organizationId));
      expect(workspaces.has(a) && workspaces.has(b)).toBe(true);
    } else {
      expect(seen).toEqual([]);
    }
  });

  /** Runs `fn` as the application, outside the helper, in a transaction always rolled back. */
  async function attempt<T>(fn: (tx: TenantTx) => Promise<T>) {
    let outcome: { value?: T; error?: unknown } = {};
    await t.db
      .transaction(async (tx) => {
        try {
          outcome = { value: await fn(tx) };
        } catch (error) {
          outcome = { error };
        }
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    return outcome;
  }

  it("writes no business row without the helper, unless it is a superuser", async () => {
    const insert = await attempt((tx) =>
      tx.insert(auditLog).values({ organizationId: a, actorName: "Z", action: "member.joined" }),
    );
    const update = await attempt((tx) =>
      tx.update(auditLog).set({ actorName: "Falsifié" }).returning({ id: auditLog.id }),
    );
    const remove = await attempt((tx) => tx.delete(auditLog).returning({ id: auditLog.id }));
    if (await superuser()) {
      expect(insert.error).toBeUndefined();
      expect(update.value?.length).toBeGreaterThan(0);
      expect(remove.value?.length).toBeGreaterThan(0);
    } else {
      const error = insert.error as Error | undefined;
      expect(String(error?.cause ?? error)).toMatch(/row-level security/);
      expect(update.value).toEqual([]);
      expect(remove.value).toEqual([]);
    }
    // Nothing of it stayed (rolled back either way).
    const names = await inTenant(t.db, a, (tx) => tx.select().from(auditLog));
    expect(names.some((row) => row.actorName === "Z" || row.actorName === "Falsifié")).toBe(false);
  });
});
