import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { openTestDb } from "~/server/db/test-db.server";
import { asset, installedSoftware } from "~/server/db/inventory-schema.server";
import { addAsset, runInventory } from "~/server/inventory/inventory-test-kit.server";
import { submit, tokenFor } from "~/server/inventory/agent/agent-test-kit.server";
import { covers, foldName, foldPublisher } from "~/server/inventory/index.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { deleteWorkspace } from "~/server/workspaces/delete-workspace.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { testPerson, type TestPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import { deleteLicence, updateLicence } from "./licence-commands.server";
import { assignSeat, releaseSeat } from "./licence-seats.server";
import { addLicence, licenceValues, TEST_CRYPTO_KEY } from "./licence-test-kit.server";
import { licenceSeat, licenceUsage } from "./schema.server";

// The stored usage counts (drizzle/0034, decision 0122) equal a recompute after every kind of
// write that moves them: licences created and edited, agent submissions (new machine, then
// programs added, removed and re-published), installs written in bulk, seats assigned and
// released, an asset deleted, a licence deleted, another workspace deleted. Both databases.

let t: Awaited<ReturnType<typeof openTestDb>>;
let a: string;
let b: string;
let owner: TestPerson;
let token: string;
const NOW = new Date("2026-11-24T10:00:00Z");
const ids: Record<string, string> = {};
const tags: Record<string, string> = {};

type Counts = Record<string, { used: number; installs: number }>;

/** The counts as the list computed them before 0122: counted from the rows. */
const recomputed = (org: string) =>
  inTenant(t.db, org, async (tx) => {
    const result = await tx.execute(sql`
      select l.id,
        (select count(*)::int from licence_seat s where s.licence_id = l.id) as used,
        (select count(distinct i.asset_id)::int from installed_software i where ${covers("l", "i")})
          as installs
      from licence l`);
    const rows = (result as unknown as { rows: { id: string; used: number; installs: number }[] })
      .rows;
    return Object.fromEntries(rows.map((r) => [r.id, { used: r.used, installs: r.installs }]));
  }) as Promise<Counts>;

const stored = (org: string) =>
  inTenant(t.db, org, async (tx) => {
    const rows = await tx.select().from(licenceUsage);
    return Object.fromEntries(
      rows.map((r) => [r.licenceId, { used: r.seatsUsed, installs: r.installAssets }]),
    );
  }) as Promise<Counts>;

async function expectTrue(org = a) {
  const expected = await recomputed(org);
  expect(await stored(org)).toEqual(expected);
  return expected;
}

const run = <T>(fn: Parameters<typeof runInventory<T>>[3]) => runInventory(t.db, a, owner, fn, NOW);
const software = (name: string, publisher?: string) => ({ name, publisher, version: "1" });

beforeAll(async () => {
  t = await openTestDb();
  owner = await testPerson(t.db, "Aïssatou Diallo");
  a = await createFirstWorkspace(t.db, owner, "premium");
  b = await createFirstWorkspace(t.db, owner, "premium");
  token = await tokenFor(t.db, a, owner);
  for (const name of ["PC 1", "PC 2"]) {
    const made = await addAsset(t.db, a, owner, { name });
    ids[name] = made.id;
    tags[name] = made.tag;
  }
  for (const [name, publisher] of [
    ["Visio", "Microsoft"],
    ["Office", ""],
    ["Teams", "Microsoft"],
  ] as const) {
    ids[name] = (await addLicence(t.db, a, owner, { name, publisher, seats: "1" }, NOW)).id;
  }
  await addLicence(t.db, b, owner, { name: "Visio", publisher: "Microsoft" }, NOW);
}, 120_000);
afterAll(() => t.cleanup());

describe("the stored licence usage", () => {
  it("stays equal to a recompute after every kind of write", async () => {
    expect(Object.keys(await expectTrue())).toHaveLength(3);

    // An agent's new machine: Visio under two publishers Visio covers (one asset), Office.
    const machine = {
      serial: "SN-USAGE-1",
      name: "PC-AGENT",
      softwares: [
        software("Visio", "Microsoft Corporation"),
        software("Visio", "Microsoft"),
        software("Office", "Microsoft"),
        software("Paint"),
      ],
    };
    expect((await submit(t.db, token, machine)).status).toBe(201);
    expect((await expectTrue())[ids.Visio!]).toEqual({ used: 0, installs: 1 });

    // Installs written in bulk, one statement: two assets, one of them twice.
    const row = (pc: string, name: string, publisher: string | null) => ({
      assetId: ids[pc]!,
      name,
      publisher,
      matchName: foldName(name),
      matchPublisher: foldPublisher(publisher),
    });
    await inTenant(t.db, a, (tx) =>
      tx
        .insert(installedSoftware)
        .values([
          row("PC 1", "Visio", "Microsoft"),
          row("PC 1", "Visio", "Microsoft Corp"),
          row("PC 2", "Visio", "Microsoftware"),
          row("PC 2", "Teams", "Microsoft"),
        ]),
    );
    expect((await expectTrue())[ids.Visio!]).toEqual({ used: 0, installs: 2 });

    // The agent again: one Visio re-published out of the licence's reach (an update in place),
    // Office gone (a delete), Teams new (an insert); then the other Visio gone too.
    machine.softwares = [
      software("Visio", "Microsoft Corporation"),
      software("Visio", "Autre éditeur"),
      software("Teams", "Microsoft"),
      software("Paint"),
    ];
    expect((await submit(t.db, token, machine)).status).toBe(200);
    expect(await expectTrue()).toMatchObject({ [ids.Office!]: { installs: 0 } });
    machine.softwares = [software("Visio", "Autre éditeur"), software("Paint")];
    expect((await submit(t.db, token, machine)).status).toBe(200);
    expect((await expectTrue())[ids.Teams!]).toEqual({ used: 0, installs: 1 });

    // Seats assigned to an asset and to a person, then one released.
    await run((ctx) => assignSeat(ctx, ids.Teams!, tags["PC 1"]!));
    await run((ctx) => assignSeat(ctx, ids.Teams!, tags["PC 2"]!));
    await run((ctx) => assignSeat(ctx, ids.Visio!, tags["PC 2"]!));
    expect((await expectTrue())[ids.Teams!]).toEqual({ used: 2, installs: 1 });
    const [seat] = await inTenant(t.db, a, (tx) =>
      tx.select().from(licenceSeat).where(eq(licenceSeat.assetId, ids["PC 1"]!)),
    );
    await run((ctx) => releaseSeat(ctx, ids.Teams!, seat!.id));
    expect((await expectTrue())[ids.Teams!]).toEqual({ used: 1, installs: 1 });

    // A licence edited: its match changes (publisher dropped, then renamed), or not (seats).
    const edit = (draft: Parameters<typeof licenceValues>[0]) =>
      run((ctx) =>
        updateLicence(ctx, ids.Visio!, undefined, licenceValues(draft), TEST_CRYPTO_KEY),
      );
    await edit({ name: "Visio", publisher: "", seats: "4" });
    expect((await expectTrue())[ids.Visio!]).toEqual({ used: 1, installs: 3 });
    await edit({ name: "Visio Pro", publisher: "", seats: "4" });
    expect((await expectTrue())[ids.Visio!]).toEqual({ used: 1, installs: 0 });
    await edit({ name: "Visio", publisher: "Microsoft", seats: "5" });
    expect((await expectTrue())[ids.Visio!]).toEqual({ used: 1, installs: 1 });

    // A licence created when its software is already installed.
    ids.Paint = (await addLicence(t.db, a, owner, { name: "Paint" }, NOW)).id;
    expect((await expectTrue())[ids.Paint!]).toEqual({ used: 0, installs: 1 });

    // An asset deleted: its installs and its seats go with it.
    await inTenant(t.db, a, (tx) => tx.delete(asset).where(eq(asset.id, ids["PC 2"]!)));
    expect((await expectTrue())[ids.Teams!]).toEqual({ used: 0, installs: 0 });

    // A licence deleted with its seats; its usage row goes with it.
    await run((ctx) => assignSeat(ctx, ids.Office!, tags["PC 1"]!));
    await run((ctx) => deleteLicence(ctx, ids.Office!));
    expect(Object.keys(await expectTrue())).toHaveLength(3);

    // Another workspace deleted (its licence, its usage row): this one's counts unchanged.
    expect(Object.keys(await expectTrue(b))).toHaveLength(1);
    expect(await deleteWorkspace(t.db, b, owner.id)).toBe(true);
    expect(Object.keys(await expectTrue())).toHaveLength(3);
  });
});

describe("the stored licence usage, after the other writes", () => {
  it("stays right when an agent's program changes only its name's case (a delete and an insert)", async () => {
    // A licence of its own covers "PROJECT" and "Project" alike: one row goes, the other comes.
    const licence = (await addLicence(t.db, a, owner, { name: "Project", publisher: "" }, NOW)).id;
    const machine = { serial: "SN-USAGE-CASE", name: "PC-CASE", softwares: [software("PROJECT")] };
    expect((await submit(t.db, token, machine)).status).toBe(201);
    expect((await expectTrue())[licence]).toEqual({ used: 0, installs: 1 });
    machine.softwares = [software("Project")];
    expect((await submit(t.db, token, machine)).status).toBe(200);
    expect((await expectTrue())[licence]).toEqual({ used: 0, installs: 1 });
    machine.softwares = [software("Paint")];
    expect((await submit(t.db, token, machine)).status).toBe(200);
    expect((await expectTrue())[licence]).toEqual({ used: 0, installs: 0 });
  });
});
