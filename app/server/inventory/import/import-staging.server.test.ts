import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importErrors, importPath } from "~/content/inventory-import";
import { openTestDb } from "~/server/db/test-db.server";
import { importStaging } from "~/server/db/import-schema.server";
import { asset, assetImport } from "~/server/db/inventory-schema.server";
import * as testRequests from "~/server/platform/test-kit.server";
import { answer } from "~/server/platform/test-kit.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import { addOwner, viewerOf } from "~/server/workspaces/workspace-test-data.server";
import { importPageAction } from "./import-page.server";
import { importUploadAction } from "./import-upload.server";

// The import in short transactions (decision 0096): another workspace's query runs while a long
// import is under way, not after it (on the embedded database, one connection for every workspace);
// a failure in the final step leaves no asset and no staged row, and the import runs again; rows
// a killed process left staged are deleted by the workspace's next import.

let t0: Awaited<ReturnType<typeof openTestDb>>;
const { as, post, serve } = tenantRequests(() => t0.db, { post: testRequests.post });
const SITE = "http://localhost:3000";
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
  const request = new Request(`${SITE}/dashboard/inventory-management/import`, {
    method: "POST",
    body: form,
  });
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
const stagedCount = (owner: Owner) =>
  inWorkspace(owner, async (tx) => (await tx.select({ n: count() }).from(importStaging))[0]!.n);

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
  // The embedded database has one connection: before decision 0096 the whole import held it, so
  // the polls below (and any other workspace's query) waited for its end. On PostgreSQL the
  // staged rows are committed batch by batch, seen from another connection before the end.
  it("lets another workspace's query run before it ends", async () => {
    as(await viewerOf(t0.db, noisy, noisy.organizationId));
    const id = await uploaded(file(3_000, "LONG"), "long.csv");
    const settled: string[] = [];
    const running = importAll(id).then((response) => {
      settled.push("import");
      return response as Response;
    });
    // Well into the import: rows already staged, not before its first transaction.
    while (settled.length === 0 && (await stagedCount(noisy)) === 0) {
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    const other = assetCount(quiet).then((n) => void settled.push(`other:${n}`));
    await Promise.all([running, other]);
    expect(settled).toEqual(["other:0", "import"]);
    expect((await running).status).toBe(303);
    expect(await assetCount(noisy)).toBe(3_000);
    expect(await stagedCount(noisy)).toBe(0);
  });
});

describe("a failure in the final step", { timeout: 60_000 }, () => {
  it("leaves no asset and no staged row; the import then runs again", async () => {
    const fresh = await addOwner(t0.db, "Mamadou Lamarana Bah");
    as(await viewerOf(t0.db, fresh, fresh.organizationId));
    // The final statement's history rows of this file fail, as a full disk or a bug would.
    const id = await uploaded(file(250, "ECHEC"), "echec.csv");
    await withRefusal("asset_event", "new.note = 'echec.csv'", "'échec voulu'", async () => {
      expect(answer(await importAll(id))).toMatchObject({ status: 503 });
    });
    expect(await assetCount(fresh)).toBe(0);
    expect(await stagedCount(fresh)).toBe(0);
    const [upload] = await inWorkspace(fresh, (tx) =>
      tx.select({ status: assetImport.status }).from(assetImport).where(eq(assetImport.id, id)),
    );
    expect(upload).toEqual({ status: "preview" });

    expect(((await importAll(id)) as Response).status).toBe(303);
    expect(await assetCount(fresh)).toBe(250);
    expect(await stagedCount(fresh)).toBe(0);
  });

  it("answers the French 409 when a tag or serial was taken by hand meanwhile", async () => {
    const fresh = await addOwner(t0.db, "Ibrahima Sory Camara");
    as(await viewerOf(t0.db, fresh, fresh.organizationId));
    // The unique index's refusal, as an asset saved by hand between the final check and the move
    // would get it.
    const id = await uploaded(file(5, "PRIS"), "pris.csv");
    const taken = "'pris' using errcode = 'unique_violation'";
    await withRefusal("asset", "new.serial = 'PRIS-2'", taken, async () => {
      expect(answer(await importAll(id))).toMatchObject({
        status: 409,
        formError: importErrors.changedMeanwhile,
      });
    });
    expect(await assetCount(fresh)).toBe(0);
    expect(await stagedCount(fresh)).toBe(0);
  });

  it("deletes the rows a killed import left staged, at the workspace's next import", async () => {
    const fresh = await addOwner(t0.db, "Aminata Touré");
    as(await viewerOf(t0.db, fresh, fresh.organizationId));
    const left = "00000000-0000-4000-8000-000000000001";
    await inWorkspace(fresh, (tx) =>
      tx.insert(importStaging).values([
        { importId: left, line: 2, row: {}, createdAt: new Date(NOW.getTime() - 7_200_000) },
        { importId: left, line: 3, row: {}, createdAt: new Date(NOW.getTime() - 7_200_000) },
      ]),
    );
    expect(await stagedCount(fresh)).toBe(2);
    expect(
      ((await importAll(await uploaded(file(3, "APRES"), "apres.csv"))) as Response).status,
    ).toBe(303);
    expect(await stagedCount(fresh)).toBe(0);
    expect(await assetCount(fresh)).toBe(3);
  });
});
