import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "~/server/db/test-db.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { addOwner } from "~/server/workspaces/workspace-test-data.server";
import { nextNumber } from "./index.server";
import { formatNumber } from "./numbering.server";

// The gapless series (decision 0110), on both engines (CI runs the file on PGlite and on
// PostgreSQL): 20 documents numbered at once get 20 distinct consecutive numbers, and a
// rolled-back document gives its number back.

let t0: Awaited<ReturnType<typeof openTestDb>>;
let workspace: string;
// A year of its own: the files of a worker share their database (decision 0091), and the other
// files number documents of real years (2026, 2027): far from them, so that none shares its series.
const YEAR = 5000 + Math.floor(Math.random() * 4000);

beforeAll(async () => {
  t0 = await openTestDb();
  workspace = (await addOwner(t0.db, "Aïssatou Diallo")).organizationId;
}, 120_000);
afterAll(() => t0.cleanup());

describe("nextNumber", { timeout: 60_000 }, () => {
  it("writes FAC-2026-000123", () => {
    expect(formatNumber("FAC", 2026, 123)).toBe("FAC-2026-000123");
    expect(formatNumber("AV", 2026, 4)).toBe("AV-2026-000004");
  });

  it("gives 20 parallel issues 20 distinct consecutive numbers", async () => {
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () =>
        inTenant(t0.db, workspace, async (tx) => (await nextNumber(tx, "FAC", YEAR)).sequence),
      ),
    );
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("gives a rolled-back number back, and keeps each series and year apart", async () => {
    await expect(
      inTenant(t0.db, workspace, async (tx) => {
        await nextNumber(tx, "FAC", YEAR);
        throw new Error("the document failed");
      }),
    ).rejects.toThrow("the document failed");
    const next = await inTenant(t0.db, workspace, (tx) => nextNumber(tx, "FAC", YEAR));
    expect(next.number).toBe(formatNumber("FAC", YEAR, 21));
    const quote = await inTenant(t0.db, workspace, (tx) => nextNumber(tx, "DEV", YEAR));
    expect(quote.number).toBe(formatNumber("DEV", YEAR, 1));
    const later = await inTenant(t0.db, workspace, (tx) => nextNumber(tx, "FAC", YEAR + 1));
    expect(later.sequence).toBe(1);
  });
});
