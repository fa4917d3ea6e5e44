import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { helpdeskContact } from "~/server/db/helpdesk-schema.server";
import { rowsReadFrom } from "~/server/db/plan-rows.server";
import { openTestDb } from "~/server/db/test-db.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { testPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import { ensureInventory } from "../inventory-setup.server";
import { assetHoldersList, loadAssetRefs } from "./asset-refs.server";

// The inventory list's 'Attribué à' filter lists the contacts who hold an asset. It reads the
// assets that have a contact, through the (workspace, contact) index, not every asset of the
// workspace: it runs on every inventory page.

let t: Awaited<ReturnType<typeof openTestDb>>;
let org: string;
const ASSETS = 400;

beforeAll(async () => {
  t = await openTestDb();
  org = await createFirstWorkspace(t.db, await testPerson(t.db, "Kadiatou Barry"), "premium");
  await inTenant(t.db, org, async (tx) => {
    await ensureInventory(tx);
    const [contact] = await tx
      .insert(helpdeskContact)
      .values({ email: "fode@exemple.gn", name: "Fodé Camara" })
      .returning({ id: helpdeskContact.id });
    await tx.insert(helpdeskContact).values({ email: "awa@exemple.gn", name: "Awa Sow" });
    await tx.execute(sql`
      insert into asset (tag, name, type_id, status, source, assignee_contact_id)
      select 'ACT-' || lpad(g::text, 5, '0'), 'Poste ' || g, (select id from asset_type limit 1),
        'in_service', 'import', case when g = 1 then ${contact!.id}::uuid end
      from generate_series(1, ${ASSETS}) g`);
  });
  await t.db.execute(sql`analyze asset`);
}, 120_000);
afterAll(() => t.cleanup());

describe("the contacts holding an asset", () => {
  it("are read from the assets that have a contact, not from every asset", async () => {
    const refs = await inTenant(t.db, org, (tx) =>
      loadAssetRefs(tx, { setUp: false, holders: true }),
    );
    expect(refs.holders.map((h) => h.name)).toEqual(["Fodé Camara"]);
    const plan = await inTenant(t.db, org, async (tx) => {
      const result = await tx.execute(
        sql`explain (analyze, format json) select ${assetHoldersList} as holders`,
      );
      return (result as unknown as { rows: Record<string, unknown>[] }).rows;
    });
    expect(rowsReadFrom(plan, "asset")).toBeLessThanOrEqual(1);
  });
});
