import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licenceErrors, licenceTexts } from "~/content/licences";
import { workspaceErrors } from "~/content/workspaces";
import { installedSoftware } from "~/server/db/inventory-schema.server";
import { licence, licenceSeat } from "./schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import {
  readWorkspaceExport,
  testPerson,
  type TestPerson,
} from "~/server/workspaces/workspace-test-fixtures.server";
import { addAsset, runInventory } from "../inventory/inventory-test-kit.server";
import { findLicence, revealLicenceKey, updateLicence } from "./licence-commands.server";
import { licenceKeyOf } from "./licence-crypto.server";
import {
  isOverAllocated,
  licenceComplianceCounts,
  listLicences,
  unlicensedSoftware,
} from "./licence-list.server";
import { assignSeat, releaseSeat } from "./licence-seats.server";
import { addLicence, licenceValues, TEST_CRYPTO_KEY } from "./licence-test-kit.server";
import { foldName } from "~/server/inventory/index.server";

// The licence commands and the compliance: the key stored encrypted and revealed with a journal
// entry, the version, seats never below those assigned, over-allocation (seats or installs),
// unlicensed installs, and another workspace's ids (404).

let t: Awaited<ReturnType<typeof openTestDb>>;
let a: string;
let b: string;
let owner: TestPerson;
let outsider: TestPerson;
const NOW = new Date("2026-11-23T09:00:00Z");

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { status: number; message: string };
  }
  throw new Error("expected a refusal");
}

const run = <T>(fn: Parameters<typeof runInventory<T>>[3], org = a, person = owner) =>
  runInventory(t.db, org, person, fn, NOW);

beforeAll(async () => {
  t = await openTestDb();
  owner = await testPerson(t.db, "Aïssatou Diallo");
  outsider = await testPerson(t.db, "Mamadou Barry");
  a = await createFirstWorkspace(t.db, owner, "premium");
  b = await createFirstWorkspace(t.db, outsider, "standard");
}, 120_000);
afterAll(() => t.cleanup());

describe("the licence key", () => {
  it("is stored encrypted with its hint, and revealed with a journal entry", async () => {
    const row = await addLicence(t.db, a, owner, {
      name: "Microsoft Office 2021",
      key: "ABCDE-FGHIJ-KLMNO-PQRS-WXYZ",
    });
    expect(row.keyCipher).not.toContain("WXYZ");
    expect(row.keyHint).toBe("WXYZ");
    const before = await inTenant(t.db, a, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.action, "licence.key_revealed")),
    );
    expect(before).toHaveLength(0);
    const plain = await run((ctx) => revealLicenceKey(ctx, row.id, TEST_CRYPTO_KEY));
    expect(plain).toBe("ABCDE-FGHIJ-KLMNO-PQRS-WXYZ");
    const after = await inTenant(t.db, a, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.action, "licence.key_revealed")),
    );
    expect(after.map((e) => [e.actorName, e.target])).toEqual([
      ["Aïssatou Diallo", "Microsoft Office 2021"],
    ]);
  });

  it("says so when the secret changed (409), and an edit without a key keeps it", async () => {
    const row = await addLicence(t.db, a, owner, { name: "Adobe Acrobat", key: "KEY-0001" });
    const wrong = await refusal(
      run((ctx) =>
        revealLicenceKey(ctx, row.id, licenceKeyOf("another-secret-of-32-characters!!")),
      ),
    );
    expect(wrong).toMatchObject({ status: 409, message: licenceErrors.keyUnreadable });
    await run((ctx) =>
      updateLicence(
        ctx,
        row.id,
        row.version,
        licenceValues({ name: "Adobe Acrobat Pro" }),
        TEST_CRYPTO_KEY,
      ),
    );
    expect(await run((ctx) => revealLicenceKey(ctx, row.id, TEST_CRYPTO_KEY))).toBe("KEY-0001");
  });
});

describe("editing a licence", () => {
  it("refuses a stale version (409) and fewer seats than assigned, naming them", async () => {
    const row = await addLicence(t.db, a, owner, { name: "AutoCAD", seats: "2" });
    const pc = await addAsset(t.db, a, owner, { name: "Poste CAO 1" });
    await run((ctx) => assignSeat(ctx, row.id, pc.tag));
    await run((ctx) => assignSeat(ctx, row.id, owner.email));
    const fewer = await refusal(
      run((ctx) =>
        updateLicence(
          ctx,
          row.id,
          row.version,
          licenceValues({ name: "AutoCAD", seats: "1" }),
          TEST_CRYPTO_KEY,
        ),
      ),
    );
    expect(fewer).toMatchObject({ status: 409, message: licenceErrors.seatsBelowAssigned(2) });
    expect(fewer.message).toContain("2 sièges sont attribués");
    const saved = await run((ctx) =>
      updateLicence(
        ctx,
        row.id,
        row.version,
        licenceValues({ name: "AutoCAD", seats: "5" }),
        TEST_CRYPTO_KEY,
      ),
    );
    expect(saved?.seats).toBe(5);
    const stale = await refusal(
      run((ctx) =>
        updateLicence(
          ctx,
          row.id,
          row.version,
          licenceValues({ name: "AutoCAD", seats: "3" }),
          TEST_CRYPTO_KEY,
        ),
      ),
    );
    expect(stale).toMatchObject({ status: 409, message: licenceErrors.staleVersion });
  });

  it("refuses the same asset twice and an unknown target; releases a seat", async () => {
    const row = await addLicence(t.db, a, owner, { name: "SketchUp", seats: "3" });
    const pc = await addAsset(t.db, a, owner, { name: "Poste archi" });
    await run((ctx) => assignSeat(ctx, row.id, pc.tag.toLowerCase()));
    const twice = await refusal(run((ctx) => assignSeat(ctx, row.id, pc.tag)));
    expect(twice.status).toBe(409);
    const unknown = await refusal(run((ctx) => assignSeat(ctx, row.id, "personne@ailleurs.gn")));
    expect(unknown).toMatchObject({ status: 400, message: licenceErrors.targetUnknown });
    const page = await run((ctx) =>
      listLicences(ctx.tx, { filter: "all", q: "sketch", page: 1 }, NOW),
    );
    expect(page.rows.map((r) => [r.name, r.used])).toEqual([["SketchUp", 1]]);
    const [seat] = await inTenant(t.db, a, (tx) =>
      tx.select().from(licenceSeat).where(eq(licenceSeat.licenceId, row.id)),
    );
    expect(await run((ctx) => releaseSeat(ctx, row.id, seat!.id))).toBe(`${pc.tag} · Poste archi`);
  });
});

describe("compliance", () => {
  it("flags a licence over-allocated by seats or by installs, and lists unlicensed software", async () => {
    await addLicence(t.db, a, owner, {
      name: "WinRAR",
      seats: "1",
      expiresOn: "2026-12-10",
    });
    const pc1 = await addAsset(t.db, a, owner, { name: "PC 1" });
    const pc2 = await addAsset(t.db, a, owner, { name: "PC 2" });
    await inTenant(t.db, a, (tx) =>
      tx.insert(installedSoftware).values([
        { assetId: pc1.id, name: "WinRAR", matchName: foldName("WinRAR ") },
        { assetId: pc2.id, name: "WinRAR", matchName: foldName("winrar") },
        {
          assetId: pc1.id,
          name: "VLC média player",
          publisher: "VideoLAN",
          matchName: foldName("VLC média player"),
        },
        {
          assetId: pc2.id,
          name: "VLC media player",
          publisher: "VideoLAN",
          matchName: foldName("VLC Média Player"),
        },
      ]),
    );
    const over = await run((ctx) => listLicences(ctx.tx, { filter: "over", q: "", page: 1 }, NOW));
    expect(over.rows.map((r) => [r.name, r.used, r.installs])).toEqual([["WinRAR", 0, 2]]);
    expect(isOverAllocated(over.rows[0]!)).toBe(true);
    const counts = await run((ctx) => licenceComplianceCounts(ctx.tx, NOW));
    expect(counts).toMatchObject({ overAllocated: 1, expiring: 1 });
    // Expired ones are counted apart (not as expiring), and named in the summary.
    await addLicence(t.db, a, owner, { name: "Ancien antivirus", expiresOn: "2026-11-22" });
    const later = await run((ctx) => licenceComplianceCounts(ctx.tx, NOW));
    expect(later).toMatchObject({ expiring: 1, expired: counts.expired + 1 });
    expect(later.total).toBe(counts.total + 1);
    expect(licenceTexts.counts(1, 1, 2)).toBe(
      "1 sur-attribuée · 1 expire sous 30\u00a0jours · 2 expirées",
    );
    expect(licenceTexts.counts(0, 0, 0)).toBe("0 sur-attribuée · 0 expire sous 30\u00a0jours");
    const expiring = await run((ctx) =>
      listLicences(ctx.tx, { filter: "expiring", q: "", page: 1 }, NOW),
    );
    expect(expiring.rows.map((r) => r.name)).toEqual(["WinRAR"]);
    const unlicensed = await run((ctx) => unlicensedSoftware(ctx.tx));
    expect(unlicensed.rows.map((r) => [r.matchName, r.assets])).toEqual([["vlc media player", 2]]);
    // Seats beyond those owned are possible, and flagged too.
    const one = await addLicence(t.db, a, owner, { name: "Zoom", seats: "1" });
    await run((ctx) => assignSeat(ctx, one.id, pc1.tag));
    const second = await run((ctx) => assignSeat(ctx, one.id, pc2.tag));
    expect(second.over).toBe(true);
    expect((await run((ctx) => licenceComplianceCounts(ctx.tx, NOW))).overAllocated).toBe(2);
    await run(async (ctx) => {
      const [seat] = await ctx.tx
        .select()
        .from(licenceSeat)
        .where(eq(licenceSeat.licenceId, one.id));
      await releaseSeat(ctx, one.id, seat!.id);
    });
    expect((await run((ctx) => licenceComplianceCounts(ctx.tx, NOW))).overAllocated).toBe(1);
  });
});

describe("tenant isolation", () => {
  it("answers 404 for another workspace's licence and a malformed id", async () => {
    const mine = await addLicence(t.db, a, owner, { name: "Licence privée", key: "SECRET-KEY" });
    for (const id of [mine.id, "pas-un-uuid", "00000000-0000-0000-0000-000000000000"]) {
      const found = await refusal(run((ctx) => findLicence(ctx.tx, id), b, outsider));
      expect(found).toMatchObject({ status: 404, message: workspaceErrors.notFound });
    }
    const reveal = await refusal(
      run((ctx) => revealLicenceKey(ctx, mine.id, TEST_CRYPTO_KEY), b, outsider),
    );
    expect(reveal.status).toBe(404);
    const seat = await refusal(run((ctx) => assignSeat(ctx, mine.id, outsider.email), b, outsider));
    expect(seat.status).toBe(404);
    const rows = await inTenant(t.db, b, (tx) =>
      tx
        .select()
        .from(licence)
        .where(and(eq(licence.id, mine.id))),
    );
    expect(rows).toEqual([]);
  });
});

describe("the workspace export", () => {
  it("lists the licences with the key's hint, never the key", async () => {
    const file = await readWorkspaceExport(t.db, a, NOW);
    const text = JSON.stringify(file);
    const licences = file.licences as { name: string; keyHint: string | null }[];
    expect(licences.find((l) => l.name === "Microsoft Office 2021")?.keyHint).toBe("WXYZ");
    expect(text).not.toContain("ABCDE-FGHIJ");
    expect(text).not.toContain("SECRET-KEY");
    expect(text).not.toContain("v1.");
    const other = await readWorkspaceExport(t.db, b, NOW);
    expect(other.licences).toEqual([]);
  });

  it("reads the same licences and seats in batches of one licence, by name", async () => {
    const whole = (await readWorkspaceExport(t.db, a, NOW)).licences as {
      name: string;
      assignments: unknown[];
    }[];
    expect(whole.length).toBeGreaterThan(1);
    expect(whole.some((l) => l.assignments.length > 0)).toBe(true);
    expect((await readWorkspaceExport(t.db, a, NOW, 1)).licences).toEqual(whole);
    const names = whole.map((l) => l.name);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
  });
});
