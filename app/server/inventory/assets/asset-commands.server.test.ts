import { desc, eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inventoryErrors } from "~/content/inventory";
import { workspaceErrors } from "~/content/workspaces";
import { openTestDb } from "~/server/db/test-db.server";
import { asset, assetEvent, assetLocation } from "~/server/db/inventory-schema.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { testPerson, type TestPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import { createAsset, updateAsset } from "./asset-commands.server";
import { bulkUpdateAssets, checkIn, checkOut } from "./asset-checkout.server";
import { checkAssetDraft, type AssetDraft } from "./asset-draft.server";
import type { AssetRefs } from "./asset-refs.server";
import type { InventoryContext } from "../inventory-context.server";
import { addAsset, runInventory, valuesOf } from "../inventory-test-kit.server";

// The asset commands: tags, uniqueness with the conflict named, versions, history, check-out/in,
// bulk changes, and another workspace's ids (404).

let t: Awaited<ReturnType<typeof openTestDb>>;
let a: string;
let b: string;
let owner: TestPerson;
let outsider: TestPerson;
let site: string;

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { status: number; message: string; fields?: Record<string, string> };
  }
  throw new Error("expected a refusal");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function signal() {
  let give!: () => void;
  const given = new Promise<void>((resolve) => (give = resolve));
  return { give, given };
}

/**
 * Runs `first` and `second` in two transactions, `second` once `first` has written but before it
 * commits: on PostgreSQL, `second`'s check misses that write, then the unique index makes `second`
 * wait for `first` and refuses it. PGlite runs one transaction at a time: `second` follows.
 * `first` gives its tag: the next tag's counter, locked until it commits, would block `second`.
 */
async function race<T>(
  first: (ctx: InventoryContext, refs: AssetRefs) => Promise<T>,
  second: (ctx: InventoryContext, refs: AssetRefs) => Promise<T>,
) {
  // The inventory set up beforehand: the second would otherwise wait on the first's set-up.
  await runInventory(t.db, a, owner, async () => {});
  const wrote = signal();
  const began = signal();
  return Promise.allSettled([
    runInventory(t.db, a, owner, async (ctx, refs) => {
      const result = await first(ctx, refs);
      wrote.give();
      // On PGlite, `second` only begins once this commits.
      if (t.backend === "postgresql") await began.given;
      await sleep(300);
      return result;
    }),
    runInventory(t.db, a, owner, async (ctx, refs) => {
      began.give();
      await wrote.given;
      return second(ctx, refs);
    }),
  ]);
}

const eventsOf = (id: string) =>
  inTenant(t.db, a, (tx) =>
    tx.select().from(assetEvent).where(eq(assetEvent.assetId, id)).orderBy(assetEvent.seq),
  );

beforeAll(async () => {
  t = await openTestDb();
  owner = await testPerson(t.db, "Aïssatou Diallo");
  outsider = await testPerson(t.db, "Mamadou Barry");
  a = await createFirstWorkspace(t.db, owner, "premium");
  b = await createFirstWorkspace(t.db, outsider, "standard");
  site = await inTenant(t.db, a, async (tx) => {
    const [row] = await tx.insert(assetLocation).values({ name: "Siège Kaloum" }).returning();
    return row!.id;
  });
}, 120_000);
afterAll(() => t.cleanup());

describe("creating assets", () => {
  it("gives the next tag, records the history and the journal", async () => {
    const first = await addAsset(t.db, a, owner, { name: "Portable de Fatou", serial: "SN-1" });
    const second = await addAsset(t.db, a, owner, { name: "Portable d'Ibrahima" });
    expect(first.tag).toBe("ACT-00001");
    expect(second.tag).toBe("ACT-00002");
    const events = await eventsOf(first.id);
    expect(events.map((e) => e.kind)).toEqual(["created"]);
    expect(events[0]!.changes).toContainEqual({
      field: "Nom",
      from: null,
      to: "Portable de Fatou",
    });
    const journal = await inTenant(t.db, a, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.action, "asset.created")),
    );
    expect(journal.map((j) => j.target)).toContain("ACT-00001 · Portable de Fatou");
  });

  it("skips a tag taken by hand", async () => {
    await addAsset(t.db, a, owner, { name: "Serveur", tag: "act-00004", type: "Serveur" });
    await addAsset(t.db, a, owner, { name: "Imprimante", type: "imprimante" });
    const next = await addAsset(t.db, a, owner, { name: "Routeur", type: "Équipement réseau" });
    expect(next.tag).toBe("ACT-00005");
  });

  it("names the asset that already has the tag or the serial (409)", async () => {
    const tag = await refusal(addAsset(t.db, a, owner, { name: "Doublon", tag: "ACT-00001" }));
    expect(tag.status).toBe(409);
    expect(tag.fields?.tag).toBe(inventoryErrors.duplicateTag("ACT-00001", "Portable de Fatou"));
    const serial = await refusal(addAsset(t.db, a, owner, { name: "Doublon", serial: "SN-1" }));
    expect(serial.fields?.serial).toBe(
      inventoryErrors.duplicateSerial("SN-1", "ACT-00001", "Portable de Fatou"),
    );
  });

  it("names the asset of a request that took the tag or serial at the same moment (409)", async () => {
    const create = (draft: AssetDraft) => (ctx: InventoryContext, refs: AssetRefs) =>
      valuesOf(ctx, refs, { type: "Portable", ...draft }).then((v) => createAsset(ctx, v, refs));
    const [won, lost] = await race(
      create({ name: "Portable de Mariama", tag: "ACT-00700" }),
      create({ name: "Portable de Sékou", tag: "ACT-00700" }),
    );
    expect(won.status).toBe("fulfilled");
    expect(lost).toMatchObject({
      status: "rejected",
      reason: {
        status: 409,
        fields: { tag: inventoryErrors.duplicateTag("ACT-00700", "Portable de Mariama") },
      },
    });
    // The edit path: another asset takes the serial while this one is being given it.
    const edited = await addAsset(t.db, a, owner, { name: "Tablette de Sékou" });
    const [, refused] = await race(
      create({ name: "Tablette de Mariama", tag: "ACT-00701", serial: "SN-700" }),
      async (ctx, refs) =>
        updateAsset(
          ctx,
          edited.id,
          edited.version,
          await valuesOf(ctx, refs, {
            name: "Tablette de Sékou",
            type: "Portable",
            serial: "SN-700",
          }),
          refs,
        ),
    );
    expect(refused).toMatchObject({
      status: "rejected",
      reason: {
        status: 409,
        fields: {
          serial: inventoryErrors.duplicateSerial("SN-700", "ACT-00701", "Tablette de Mariama"),
        },
      },
    });
    const rows = await inTenant(t.db, a, (tx) =>
      tx
        .select()
        .from(asset)
        .where(or(eq(asset.tag, "ACT-00700"), eq(asset.serial, "SN-700"))),
    );
    expect(rows.map((r) => r.name).sort()).toEqual(["Portable de Mariama", "Tablette de Mariama"]);
  });

  it("lets another workspace use the same tag and serial", async () => {
    const other = await addAsset(t.db, b, outsider, { name: "Autre", serial: "SN-1" });
    expect(other.tag).toBe("ACT-00001");
  });

  it("explains every field that is wrong, in French", async () => {
    const errors = await runInventory(t.db, a, owner, async (ctx, refs) => {
      const result = await checkAssetDraft(
        {
          name: "",
          type: "Tablette",
          status: "cassé",
          purchaseDate: "31/02/2025",
          purchasePrice: "douze",
          location: "Nulle part",
          assignee: "inconnu@exemple.gn",
          tag: "ACT 1",
        },
        refs,
        async () => null,
      );
      return result.ok ? {} : result.errors;
    });
    expect(errors).toEqual({
      name: inventoryErrors.nameRequired,
      type: inventoryErrors.typeUnknown,
      status: inventoryErrors.statusUnknown,
      purchaseDate: inventoryErrors.dateInvalid,
      purchasePrice: inventoryErrors.priceInvalid,
      location: inventoryErrors.locationUnknown,
      assignee: inventoryErrors.assigneeUnknown,
      tag: inventoryErrors.tagInvalid,
    });
  });
});

describe("editing assets", () => {
  it("records each changed field, old → new, in the history and the journal, and bumps the version", async () => {
    const row = await addAsset(t.db, a, owner, { name: "Écran", type: "Autre" });
    const saved = await runInventory(t.db, a, owner, async (ctx, refs) =>
      updateAsset(
        ctx,
        row.id,
        row.version,
        await valuesOf(ctx, refs, {
          name: "Écran 27 pouces",
          type: "Autre",
          location: "siège kaloum",
          purchasePrice: "1 250 000",
          currency: "GNF",
        }),
        refs,
      ),
    );
    expect(saved.version).toBe(row.version + 1);
    expect(saved.locationId).toBe(site);
    const events = await eventsOf(row.id);
    expect(events.at(-1)!.changes).toEqual([
      { field: "Nom", from: "Écran", to: "Écran 27 pouces" },
      { field: "Emplacement", from: null, to: "Siège Kaloum" },
      { field: "Prix d'achat", from: null, to: "1\u202f250\u202f000\u00a0GNF" },
    ]);
    // The journal entry says the same.
    const [entry] = await inTenant(t.db, a, (tx) =>
      tx
        .select({ target: auditLog.target, details: auditLog.details })
        .from(auditLog)
        .where(eq(auditLog.action, "asset.updated"))
        .orderBy(desc(auditLog.createdAt))
        .limit(1),
    );
    expect(entry).toEqual({
      target: `${row.tag} · Écran 27 pouces`,
      details: {
        Nom: "Écran → Écran 27 pouces",
        Emplacement: "— → Siège Kaloum",
        "Prix d'achat": "— → 1\u202f250\u202f000\u00a0GNF",
      },
    });
  });

  it("refuses a change made from an older version (409, nothing written)", async () => {
    const row = await addAsset(t.db, a, owner, { name: "Clavier", type: "Autre" });
    const stale = await refusal(
      runInventory(t.db, a, owner, async (ctx, refs) =>
        updateAsset(
          ctx,
          row.id,
          row.version + 5,
          await valuesOf(ctx, refs, { name: "X", type: "Autre" }),
          refs,
        ),
      ),
    );
    expect(stale).toMatchObject({ status: 409, message: inventoryErrors.staleVersion });
  });

  it("refuses the tag or serial of another asset, named (409), and changes nothing", async () => {
    const taken = await addAsset(t.db, a, owner, { name: "Onduleur", serial: "SN-OND-1" });
    const row = await addAsset(t.db, a, owner, { name: "Scanner", serial: "SN-SCAN-1" });
    const edit = (draft: AssetDraft) =>
      refusal(
        runInventory(t.db, a, owner, async (ctx, refs) =>
          updateAsset(
            ctx,
            row.id,
            row.version,
            await valuesOf(ctx, refs, { type: "Portable", name: "Scanner A4", ...draft }),
            refs,
          ),
        ),
      );
    const tag = await edit({ tag: taken.tag, serial: "SN-SCAN-1" });
    expect(tag).toMatchObject({
      status: 409,
      fields: { tag: inventoryErrors.duplicateTag(taken.tag, "Onduleur") },
    });
    const serial = await edit({ tag: row.tag, serial: "SN-OND-1" });
    expect(serial).toMatchObject({
      status: 409,
      fields: { serial: inventoryErrors.duplicateSerial("SN-OND-1", taken.tag, "Onduleur") },
    });
    const [still] = await inTenant(t.db, a, (tx) =>
      tx.select().from(asset).where(eq(asset.id, row.id)),
    );
    expect(still).toMatchObject({
      name: "Scanner",
      tag: row.tag,
      serial: "SN-SCAN-1",
      version: row.version,
    });
    expect((await eventsOf(row.id)).map((e) => e.kind)).toEqual(["created"]);
  });

  it("answers 404 for another workspace's asset and for a malformed id", async () => {
    const theirs = await addAsset(t.db, b, outsider, { name: "Leur portable" });
    for (const id of [theirs.id, "pas-un-id"]) {
      const error = await refusal(
        runInventory(t.db, a, owner, async (ctx, refs) =>
          updateAsset(
            ctx,
            id,
            undefined,
            await valuesOf(ctx, refs, { name: "Volé", type: "Autre" }),
            refs,
          ),
        ),
      );
      expect(error).toMatchObject({ status: 404, message: workspaceErrors.notFound });
    }
    const [still] = await inTenant(t.db, b, (tx) =>
      tx.select().from(asset).where(eq(asset.id, theirs.id)),
    );
    expect(still!.name).toBe("Leur portable");
  });
});

describe("check-out and check-in", () => {
  it("gives the asset to a member, then takes it back into stock, with history", async () => {
    const row = await addAsset(t.db, a, owner, { name: "Portable de prêt" });
    const out = await runInventory(t.db, a, owner, (ctx, refs) =>
      checkOut(
        ctx,
        row.id,
        row.version,
        { assignee: { userId: owner.id, contactId: null, name: owner.name }, locationId: null },
        refs,
        "Mission à Kindia",
      ),
    );
    expect(out).toMatchObject({ status: "in_service", assigneeName: owner.name });
    const again = await refusal(
      runInventory(t.db, a, owner, (ctx, refs) =>
        checkOut(ctx, row.id, undefined, { assignee: null, locationId: site }, refs, null),
      ),
    );
    expect(again).toMatchObject({ status: 409, message: inventoryErrors.alreadyCheckedOut });
    const back = await runInventory(t.db, a, owner, (ctx, refs) =>
      checkIn(ctx, row.id, out.version, site, refs, null),
    );
    expect(back).toMatchObject({ status: "in_stock", assigneeName: null, locationId: site });
    const events = await eventsOf(row.id);
    expect(events.map((e) => e.kind)).toEqual(["created", "checked_out", "checked_in"]);
    expect(events[1]!.note).toBe("Mission à Kindia");
    expect(events[1]!.changes).toContainEqual({ field: "Attribué à", from: null, to: owner.name });
  });

  it("refuses to check in what is not checked out", async () => {
    const row = await addAsset(t.db, a, owner, { name: "En stock" });
    const error = await refusal(
      runInventory(t.db, a, owner, (ctx, refs) =>
        checkIn(ctx, row.id, undefined, null, refs, null),
      ),
    );
    expect(error).toMatchObject({ status: 409, message: inventoryErrors.notCheckedOut });
  });
});

describe("bulk changes", () => {
  it("changes the status of several assets, each with its history", async () => {
    const one = await addAsset(t.db, a, owner, { name: "Lot 1" });
    const two = await addAsset(t.db, a, owner, { name: "Lot 2" });
    const changed = await runInventory(t.db, a, owner, (ctx, refs) =>
      bulkUpdateAssets(ctx, [one.id, two.id], { status: "in_repair" }, refs),
    );
    expect(changed).toBe(2);
    expect((await eventsOf(one.id)).at(-1)!.changes).toEqual([
      { field: "Statut", from: "En stock", to: "En réparation" },
    ]);
  });

  it("changes nothing when one id is another workspace's (404)", async () => {
    const mine = await addAsset(t.db, a, owner, { name: "Lot 3" });
    const theirs = await addAsset(t.db, b, outsider, { name: "Lot étranger" });
    const error = await refusal(
      runInventory(t.db, a, owner, (ctx, refs) =>
        bulkUpdateAssets(ctx, [mine.id, theirs.id], { status: "lost" }, refs),
      ),
    );
    expect(error.status).toBe(404);
    const [row] = await inTenant(t.db, a, (tx) =>
      tx.select().from(asset).where(eq(asset.id, mine.id)),
    );
    expect(row!.status).toBe("in_stock");
  });
});
