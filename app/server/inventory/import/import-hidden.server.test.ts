import { count, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inventoryErrors } from "~/content/inventory";
import { importErrors, importPath } from "~/content/inventory-import";
import { openTestDb } from "~/server/db/test-db.server";
import {
  asset,
  assetImport,
  assetType,
  inventorySettings,
} from "~/server/db/inventory-schema.server";
import * as testRequests from "~/server/platform/test-kit.server";
import { answer } from "~/server/platform/test-kit.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import { addOwner, viewerOf } from "~/server/workspaces/workspace-test-data.server";
import { submit, tokenFor } from "../agent/agent-test-kit.server";
import { exportAssetList } from "../assets/asset-export.server";
import { loadAssetPage } from "../assets/asset-page.server";
import { inventoryListLoader } from "../assets/inventory-page.server";
import { addAsset } from "../inventory-test-kit.server";
import { showHidden } from "./import-hidden.server";
import { importPageAction } from "./import-page.server";
import { importUploadAction } from "./import-upload.server";

// The import's rows inserted hidden in short transactions, then revealed by its status (decision
// 0105): another workspace's query runs while they are inserted; the hidden rows appear in no
// list, count, search, export, asset page or agent match, and a hand-typed serial they hold gets
// the French 409; a failure leaves nothing visible, deletes them and gives the tags back, and the
// import runs again; those a killed process left are deleted by the workspace's next import.

let t0: Awaited<ReturnType<typeof openTestDb>>;
const { as, get, post, serve } = tenantRequests(() => t0.db, {
  get: testRequests.get,
  post: testRequests.post,
});
const SITE = "http://localhost:3000";
const LIST = "/dashboard/inventory-management";
const NOW = new Date("2026-11-24T10:00:00Z");

type Owner = Awaited<ReturnType<typeof addOwner>>;
let noisy: Owner;
let quiet: Owner;

const file = (rows: number, prefix: string) =>
  [
    "Nom;Type;Numéro de série",
    ...Array.from({ length: rows }, (_, i) => `Poste ${i + 1};Autre;${prefix}-${i + 1}`),
  ].join("\n");

async function uploaded(text: string, name: string) {
  const form = new FormData();
  form.set("fichier", new File([new TextEncoder().encode(text)], name, { type: "text/csv" }));
  const request = new Request(`${SITE}${LIST}/import`, { method: "POST", body: form });
  const response = (await importUploadAction(serve(request), NOW)) as Response;
  expect(response.status).toBe(303);
  return response.headers.get("Location")!.split("/").pop()!;
}

const importAll = (id: string) =>
  importPageAction(post(importPath(id), { intent: "import", mode: "all" }), id, NOW);

const inWorkspace = <T>(owner: Owner, fn: Parameters<typeof inTenant<T>>[2]) =>
  inTenant(t0.db, owner.organizationId, fn);
const assetCount = (owner: Owner) =>
  inWorkspace(owner, async (tx) => (await tx.select({ n: count() }).from(asset))[0]!.n);
/** The rows an import has inserted and not revealed (or not deleted). */
const hiddenCount = (owner: Owner) =>
  inWorkspace(owner, async (tx) => {
    await showHidden(tx);
    const rows = await tx.select({ n: count() }).from(asset).where(isNotNull(asset.importId));
    const revealed = await tx
      .select({ n: count() })
      .from(asset)
      .innerJoin(assetImport, eq(assetImport.id, asset.importId))
      .where(eq(assetImport.status, "imported"));
    return rows[0]!.n - revealed[0]!.n;
  });
const lastTag = (owner: Owner) =>
  inWorkspace(owner, async (tx) => {
    const [row] = await tx.select({ n: inventorySettings.lastTag }).from(inventorySettings);
    return row?.n ?? 0;
  });

/**
 * Runs `fn` with a trigger on `table` that raises `error` (a PL/pgSQL `raise` clause) for the rows
 * `when` selects, as a full disk, a bug or a unique index would refuse them.
 */
async function withRefusal(table: string, when: string, error: string, fn: () => Promise<void>) {
  await t0.db.execute(
    sql.raw(`create or replace function import_test_refuse() returns trigger language plpgsql as $$
      begin
        if ${when} then raise exception ${error}; end if;
        return new;
      end $$`),
  );
  await t0.db.execute(
    sql.raw(`create trigger import_test_refuse before insert on ${table}
      for each row execute function import_test_refuse()`),
  );
  try {
    await fn();
  } finally {
    await t0.db.execute(sql.raw(`drop trigger import_test_refuse on ${table}`));
    await t0.db.execute(sql`drop function import_test_refuse()`);
  }
}

beforeAll(async () => {
  t0 = await openTestDb();
  noisy = await addOwner(t0.db, "Fatoumata Binta Diallo");
  quiet = await addOwner(t0.db, "Sékou Condé");
}, 120_000);
afterAll(() => t0.cleanup());

describe("a long import", { timeout: 120_000 }, () => {
  // The embedded database has one connection: before decision 0105 the rows were moved into
  // asset by one final transaction, which held it; the polls below (and any other workspace's
  // query) waited for its end. Now the rows are in asset, hidden, batch by batch.
  it("lets another workspace's query run while its rows are inserted, hidden", async () => {
    as(await viewerOf(t0.db, noisy, noisy.organizationId));
    const id = await uploaded(file(3_000, "LONG"), "long.csv");
    const settled: string[] = [];
    const running = importAll(id).then((response) => {
      settled.push("import");
      return response as Response;
    });
    while (settled.length === 0 && (await hiddenCount(noisy)) === 0) {
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    const seen = assetCount(noisy).then((n) => void settled.push(`seen:${n}`));
    const other = assetCount(quiet).then((n) => void settled.push(`other:${n}`));
    await Promise.all([running, seen, other]);
    // Both polls end before the import, each with its count; on PostgreSQL they run on two
    // connections at once, so which of the two ends first is not the point.
    expect(settled).toHaveLength(3);
    expect(settled[2]).toBe("import");
    expect(settled.slice(0, 2).sort()).toEqual(["other:0", "seen:0"]);
    expect((await running).status).toBe(303);
    expect(await assetCount(noisy)).toBe(3_000);
    expect(await hiddenCount(noisy)).toBe(0);
    expect(await lastTag(noisy)).toBe(3_000);
  });
});

describe("rows hidden by an import not revealed", { timeout: 120_000 }, () => {
  it("appear nowhere, hold their serial, and go at the next import", async () => {
    const fresh = await addOwner(t0.db, "Kadiatou Baldé");
    const person = { ...fresh, sessionId: "test" };
    as(await viewerOf(t0.db, fresh, fresh.organizationId));
    await addAsset(t0.db, fresh.organizationId, person, { name: "Poste visible" });
    // What a killed import leaves: its upload in preview, its rows and a type it created.
    const killed = await uploaded(file(1, "TUE"), "tue.csv");
    await inWorkspace(fresh, async (tx) => {
      await showHidden(tx); // the insert's RETURNING reads the new row
      const [type] = await tx
        .insert(assetType)
        .values({ name: "Caché", importId: killed })
        .returning({ id: assetType.id });
      await tx.execute(sql`
        insert into asset (tag, name, type_id, serial, import_id, search)
        select 'CACHE-' || n, 'Poste caché ' || n, ${type!.id}, 'SN-CACHE-' || n, ${killed},
          to_tsvector('simple', 'poste cache ' || n)
        from generate_series(1, 1100) n`);
      // More visible ones than a page holds: the list counts them.
      await tx.execute(sql`
        insert into asset (tag, name, type_id, search)
        select 'VU-' || n, 'Poste vu ' || n, (select id from asset_type where import_id is null
          limit 1), to_tsvector('simple', 'poste vu ' || n)
        from generate_series(1, 120) n`);
    });
    expect(await hiddenCount(fresh)).toBe(1_100);

    const list = async (query = "") => (await inventoryListLoader(get(`${LIST}${query}`)))!.view!;
    expect(await list()).toMatchObject({ total: 121 });
    // A common word (past the probe's limit): counted from the search words, through asset.
    expect(await list("?q=poste")).toMatchObject({ total: 121 });
    expect(await list("?q=cache")).toMatchObject({ total: 0, rows: [] });
    expect(await list("?q=SN-CACHE-7")).toMatchObject({ total: 0 });
    expect((await list()).types.map((type) => type.label)).not.toContain("Caché");
    const csv = await (await exportAssetList(get(`${LIST}/export`))).text();
    expect(csv).toContain("Poste visible");
    expect(csv).not.toContain("caché");
    const [hidden] = await inWorkspace(fresh, async (tx) => {
      await showHidden(tx);
      return tx.select({ id: asset.id }).from(asset).where(eq(asset.tag, "CACHE-7"));
    });
    await expect(loadAssetPage(get(`${LIST}/${hidden!.id}`), hidden!.id)).rejects.toMatchObject({
      init: { status: 404 },
    });
    // An agent reporting that serial matches nothing, and creates nothing.
    const token = await tokenFor(t0.db, fresh.organizationId, person);
    expect((await submit(t0.db, token, { serial: "SN-CACHE-7" })).status).toBe(409);
    // A serial typed by hand: the French 409, not a 503.
    await expect(
      addAsset(t0.db, fresh.organizationId, person, { name: "À la main", serial: "SN-CACHE-8" }),
    ).rejects.toMatchObject({ status: 409, message: inventoryErrors.takenByImport });
    expect(await assetCount(fresh)).toBe(121);

    expect(
      ((await importAll(await uploaded(file(2, "APRES"), "apres.csv"))) as Response).status,
    ).toBe(303);
    expect(await hiddenCount(fresh)).toBe(0);
    expect(await assetCount(fresh)).toBe(123);
    const types = await inWorkspace(fresh, async (tx) => {
      await showHidden(tx);
      return tx.select({ name: assetType.name }).from(assetType);
    });
    expect(types.map((type) => type.name)).not.toContain("Caché");
  });
});

describe("a failure before the reveal", { timeout: 60_000 }, () => {
  it("leaves nothing visible nor hidden, gives the tags back; the import then runs", async () => {
    const fresh = await addOwner(t0.db, "Mamadou Lamarana Bah");
    as(await viewerOf(t0.db, fresh, fresh.organizationId));
    // A late batch's history rows fail, as a full disk or a bug would: earlier ones are in.
    const id = await uploaded(file(250, "ECHEC"), "echec.csv");
    const late = "new.note = 'echec.csv' and new.changes::text like '%ECHEC-240%'";
    await withRefusal("asset_event", late, "'échec voulu'", async () => {
      expect(answer(await importAll(id))).toMatchObject({ status: 503 });
    });
    expect(await assetCount(fresh)).toBe(0);
    expect(await hiddenCount(fresh)).toBe(0);
    expect(await lastTag(fresh)).toBe(0);
    const [upload] = await inWorkspace(fresh, (tx) =>
      tx.select({ status: assetImport.status }).from(assetImport).where(eq(assetImport.id, id)),
    );
    expect(upload).toEqual({ status: "preview" });

    expect(((await importAll(id)) as Response).status).toBe(303);
    expect(await assetCount(fresh)).toBe(250);
    expect(await lastTag(fresh)).toBe(250);
  });

  it("answers the French 409 when a tag or serial was taken by hand meanwhile", async () => {
    const fresh = await addOwner(t0.db, "Ibrahima Sory Camara");
    as(await viewerOf(t0.db, fresh, fresh.organizationId));
    // The unique index's refusal, as an asset saved by hand before the batch would get it.
    const id = await uploaded(file(5, "PRIS"), "pris.csv");
    const taken = "'pris' using errcode = 'unique_violation'";
    await withRefusal("asset", "new.serial = 'PRIS-2'", taken, async () => {
      expect(answer(await importAll(id))).toMatchObject({
        status: 409,
        formError: importErrors.changedMeanwhile,
      });
    });
    expect(await assetCount(fresh)).toBe(0);
    expect(await hiddenCount(fresh)).toBe(0);
  });

  it("lets a creation meanwhile take the tag after the reserved ones", async () => {
    const fresh = await addOwner(t0.db, "Aminata Touré");
    const person = { ...fresh, sessionId: "test" };
    as(await viewerOf(t0.db, fresh, fresh.organizationId));
    const id = await uploaded(file(250, "RESERVE"), "reserve.csv");
    const running = importAll(id);
    while ((await hiddenCount(fresh)) === 0) {
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    const made = await addAsset(t0.db, fresh.organizationId, person, { name: "Pendant" });
    expect(((await running) as Response).status).toBe(303);
    expect(made.tag).toBe("ACT-00251");
    expect(await assetCount(fresh)).toBe(251);
  });
});
