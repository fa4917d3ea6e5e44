import { randomUUID } from "node:crypto";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installedSoftware } from "~/server/db/inventory-schema.server";
import { licence } from "./schema.server";
import { openTestDbBefore } from "~/server/db/test-db.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { foldPublisher } from "~/server/inventory/index.server";

// drizzle/0012_licence_publisher.sql gives the licences and installed software already stored
// their folded publisher, as the application folds it, and leaves row-level security forced.

let t: Awaited<ReturnType<typeof openTestDbBefore>>;
let org: string;

const PUBLISHERS = ["Microsoft Corporation", "  Éditions   Hélène ", "ÇA Ñandú", "   "];

beforeAll(async () => {
  t = await openTestDbBefore("0012_licence_publisher");
  // The account and its workspace as the schema of 0011 has them (raw: later migrations add
  // columns that the application's inserts name).
  org = randomUUID();
  await t.db.execute(sql`
    insert into auth_user (id, name, email, email_verified)
    values ('u1', 'Aïssatou Diallo', 'aissatou@exemple.gn', true)`);
  await t.db.execute(sql`
    insert into auth_organization (id, name, slug, plan, trial_ends_at, created_at)
    values (${org}, 'Espace de Aïssatou', 'espace-de-aissatou', 'premium', now(), now())`);
  await t.db.execute(sql`
    insert into auth_member (id, organization_id, user_id, role, created_at)
    values (${randomUUID()}, ${org}, 'u1', 'owner', now())`);
  await inTenant(t.db, org, async (tx) => {
    // The asset as the schema of 0011 has it: later migrations add columns a drizzle insert names.
    await tx.execute(sql`insert into asset_type (key, name) values ('laptop', 'Portable')`);
    const pc = (
      (await tx.execute(sql`
        insert into asset (tag, name, type_id)
        select 'ACT-00001', 'PC 1', id from asset_type order by name limit 1
        returning id`)) as unknown as { rows: { id: string }[] }
    ).rows[0]!;
    for (const [i, publisher] of [...PUBLISHERS, null].entries()) {
      await tx.execute(sql`
        insert into licence (name, publisher, match_name) values (${`L${i}`}, ${publisher}, ${`l${i}`})`);
      await tx.execute(sql`
        insert into installed_software (asset_id, name, publisher, match_name)
        values (${pc.id}, ${`L${i}`}, ${publisher}, ${`l${i}`})`);
    }
  });
  await t.migrateRest();
}, 120_000);
afterAll(async () => {
  await t.cleanup();
});

describe("migration 0012: the folded publishers", { timeout: 30_000 }, () => {
  it("folds the stored publishers as foldPublisher does (none: null)", async () => {
    const expected = [...PUBLISHERS, null].map((p) => foldPublisher(p));
    expect(expected.slice(0, 3)).toEqual(["microsoft corporation", "editions helene", "ca nandu"]);
    const [licences, installs] = await inTenant(t.db, org, (tx) =>
      Promise.all([
        tx.select({ p: licence.matchPublisher }).from(licence).orderBy(asc(licence.name)),
        tx
          .select({ p: installedSoftware.matchPublisher })
          .from(installedSoftware)
          .orderBy(asc(installedSoftware.name)),
      ]),
    );
    expect(licences.map((r) => r.p)).toEqual(expected);
    expect(installs.map((r) => r.p)).toEqual(expected);
  });

  it("leaves row-level security forced on both tables", async () => {
    const result = await t.db.execute(
      sql`select relname, relforcerowsecurity from pg_class where relname in ('licence', 'installed_software') order by relname`,
    );
    const rows = (
      result as unknown as { rows: { relname: string; relforcerowsecurity: boolean }[] }
    ).rows;
    expect(rows).toEqual([
      { relname: "installed_software", relforcerowsecurity: true },
      { relname: "licence", relforcerowsecurity: true },
    ]);
  });
});
