import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "./test-db.server";

// Deleting a parent row makes PostgreSQL look its children up by the foreign key's column alone
// (`delete from child where fk = $1`, once per parent row): without an index led by that column,
// each deleted ticket scanned every ticket entry (68 ms a ticket on the bench), so deleting a
// large workspace took hours under its entry lock (decision 0127). Every foreign key's column
// leads an index, except these parents, deleted one at a time and only by hand: one scan each.
const SCANNED_ON_PURPOSE = ["asset.location_id", "asset.type_id", "task.column_id"];

let t: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => {
  t = await openTestDb();
}, 120_000);
afterAll(() => t.cleanup());

describe("foreign keys", () => {
  it("each have an index led by their column, so a deletion's cascade never scans a table", async () => {
    const result = await t.db.execute(sql`
      select c.conrelid::regclass::text || '.' || a.attname as "key"
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
        )
      order by 1`);
    const rows = ((result as { rows?: { key: string }[] }).rows ?? result) as { key: string }[];
    expect(rows.map((row) => row.key)).toEqual(SCANNED_ON_PURPOSE);
  });
});
