import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licencePath } from "~/content/licences";
import { asset, installedSoftware } from "~/server/db/inventory-schema.server";
import { licence } from "~/server/licences/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { testPerson, type TestPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import { submit, tokenFor } from "../inventory/agent/agent-test-kit.server";
import { addAsset, runInventory } from "../inventory/inventory-test-kit.server";
import { updateLicence } from "./licence-commands.server";
import { installs, listLicences, unlicensedSoftware } from "./licence-list.server";
import { addLicence, licenceValues, TEST_CRYPTO_KEY } from "./licence-test-kit.server";
import { assetSoftware, foldName, foldPublisher } from "~/server/inventory/index.server";

// Installed software matched to licences by name and publisher, the same way wherever it counts:
// the list's installs (and so over-allocation), the licence page's count, the unlicensed list and
// the asset page's 'Logiciels installés'. Publishers compare folded (case, accents, spaces), a
// licence's publisher covering the install's when equal or its first word(s); a licence without
// publisher matches by name alone.

let t: Awaited<ReturnType<typeof openTestDb>>;
let a: string;
let owner: TestPerson;
const NOW = new Date("2026-11-23T09:00:00Z");
const ids: Record<string, string> = {};

const run = <T>(fn: Parameters<typeof runInventory<T>>[3]) => runInventory(t.db, a, owner, fn, NOW);

async function install(
  assetName: string,
  software: { name: string; publisher?: string | null; version?: string },
) {
  await inTenant(t.db, a, (tx) =>
    tx.insert(installedSoftware).values({
      assetId: ids[assetName]!,
      name: software.name,
      publisher: software.publisher ?? null,
      version: software.version ?? null,
      matchName: foldName(software.name),
      matchPublisher: foldPublisher(software.publisher),
    }),
  );
}

const installsByLicence = async () => {
  const page = await run((ctx) => listLicences(ctx.tx, { filter: "all", q: "", page: 1 }, NOW));
  return Object.fromEntries(page.rows.map((r) => [r.name, r.installs]));
};

beforeAll(async () => {
  t = await openTestDb();
  owner = await testPerson(t.db, "Aïssatou Diallo");
  a = await createFirstWorkspace(t.db, owner, "premium");
  for (const name of ["PC 1", "PC 2", "PC 3"])
    ids[name] = (await addAsset(t.db, a, owner, { name })).id;
  ids.office = (
    await addLicence(t.db, a, owner, { name: "Office 2021", publisher: "Microsoft" })
  ).id;
  ids.winrar = (await addLicence(t.db, a, owner, { name: "WinRAR" })).id;
  ids.sage = (
    await addLicence(t.db, a, owner, { name: "Sage Paie", publisher: " SAGE  Éditions " })
  ).id;
  // Covered: the licence's publisher as a whole first word, in any case; any publisher for WinRAR.
  await install("PC 1", {
    name: "Office 2021",
    publisher: "Microsoft Corporation",
    version: "16.0",
  });
  await install("PC 2", { name: "office 2021 ", publisher: "MICROSOFT" });
  await install("PC 1", { name: "WinRAR", publisher: "win.rar GmbH", version: "7.01" });
  await install("PC 2", { name: "Sage Paie", publisher: "Sage Editions" });
  // Not covered: another publisher that merely starts alike, or none at all.
  await install("PC 3", { name: "Office 2021", publisher: "Microsoftware Ltd" });
  await install("PC 3", { name: "Office 2021" });
  await install("PC 3", { name: "Sage Paie", publisher: "Sage" });
}, 120_000);
afterAll(() => t.cleanup());

describe("foldPublisher", () => {
  it("folds as names are folded, and keeps no empty publisher", () => {
    expect(foldPublisher(" Éditions  Hélène\tSA ")).toBe("editions helene sa");
    expect(foldPublisher("   ")).toBeNull();
    expect(foldPublisher("")).toBeNull();
    expect(foldPublisher(null)).toBeNull();
    expect(foldPublisher(undefined)).toBeNull();
  });
});

describe("matching installs to licences", { timeout: 30_000 }, () => {
  it("counts per licence the assets whose install it covers, by name and publisher", async () => {
    expect(await installsByLicence()).toEqual({ "Office 2021": 2, "Sage Paie": 1, WinRAR: 1 });
    // The licence page's count is the same expression.
    const [page] = await inTenant(t.db, a, (tx) =>
      tx.select({ n: installs }).from(licence).where(eq(licence.id, ids.office!)),
    );
    expect(page!.n).toBe(2);
  });

  it("lists as unlicensed the installs no licence covers, one row per name and publisher", async () => {
    const unlicensed = await run((ctx) => unlicensedSoftware(ctx.tx));
    expect(unlicensed.rows.map((r) => [r.name, r.publisher, r.assets])).toEqual([
      ["Office 2021", null, 1],
      ["Office 2021", "Microsoftware Ltd", 1],
      ["Sage Paie", "Sage", 1],
    ]);
    expect(unlicensed.total).toBe(3);
  });

  it("shows on the asset page the licence covering each install, or none", async () => {
    const pc3 = await run((ctx) =>
      assetSoftware(ctx.tx, { id: ids["PC 3"]!, lastInventoryAt: null }),
    );
    expect(pc3.total).toBe(3);
    expect(pc3.inventoriedAt).toBeNull();
    expect(pc3.rows.every((r) => r.licence === null)).toBe(true);
    const pc1 = await run((ctx) =>
      assetSoftware(ctx.tx, { id: ids["PC 1"]!, lastInventoryAt: NOW }),
    );
    expect(pc1.rows.map((r) => [r.name, r.version, r.licence])).toEqual([
      ["Office 2021", "16.0", { name: "Office 2021", href: licencePath(ids.office!) }],
      ["WinRAR", "7.01", { name: "WinRAR", href: licencePath(ids.winrar!) }],
    ]);
    expect(pc1.inventoriedAt).toContain("2026");
  });

  it("matches by name alone once the licence's publisher is removed, and again when set", async () => {
    await run((ctx) =>
      updateLicence(
        ctx,
        ids.office!,
        undefined,
        licenceValues({ name: "Office 2021" }),
        TEST_CRYPTO_KEY,
      ),
    );
    expect((await installsByLicence())["Office 2021"]).toBe(3);
    await run((ctx) =>
      updateLicence(
        ctx,
        ids.office!,
        undefined,
        licenceValues({ name: "Office 2021", publisher: "microsoft" }),
        TEST_CRYPTO_KEY,
      ),
    );
    expect((await installsByLicence())["Office 2021"]).toBe(2);
  });

  it("keeps the folded publisher of what an agent reports", async () => {
    const token = await tokenFor(t.db, a, owner);
    const sent = await submit(t.db, token, {
      serial: "SN-MATCH",
      softwares: [{ name: "Office 2021", publisher: "Microsoft Corporation", version: "16.0" }],
    });
    expect(sent.status).toBe(201);
    const rows = await inTenant(t.db, a, (tx) =>
      tx
        .select({ matchPublisher: installedSoftware.matchPublisher })
        .from(installedSoftware)
        .innerJoin(asset, eq(asset.id, installedSoftware.assetId))
        .where(eq(asset.serial, "SN-MATCH")),
    );
    expect(rows).toEqual([{ matchPublisher: "microsoft corporation" }]);
    expect((await installsByLicence())["Office 2021"]).toBe(3);
    // The same program from another publisher (updated in place): no longer covered.
    const again = await submit(t.db, token, {
      serial: "SN-MATCH",
      softwares: [{ name: "Office 2021", publisher: "Contoso Ltd", version: "16.0" }],
    });
    expect(again.status).toBe(200);
    expect((await installsByLicence())["Office 2021"]).toBe(2);
  });
});
