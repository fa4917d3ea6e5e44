import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "~/server/db/test-db.server";
import { installedSoftware } from "~/server/db/inventory-schema.server";
import { addAsset } from "~/server/inventory/inventory-test-kit.server";
import { foldName, foldPublisher } from "~/server/inventory/index.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { inTenant, type TenantTx } from "~/server/workspaces/in-tenant.server";
import { testPerson, type TestPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import { addLicence } from "./licence-test-kit.server";
import { licenceUsage } from "./schema.server";
import { blockedOrDone, pidOf, signal } from "~/server/db/lock-test-kit.server";

// The usage triggers' locks (drizzle/0034, decision 0122) under concurrent writes of one
// workspace, statement by statement:
// - two agents' transactions each adding installs covered by two licences, in opposite orders:
//   without the 'licence-usage' lock first each would hold one usage row and wait for the other
//   (deadlock, one aborted);
// - a licence created while an install it covers is being added, in both orders: without the
//   'licence-usage-match' lock the licence counts the install not yet committed as absent and the
//   install's trigger does not see the licence yet, so the stored count misses it.
// Collected on the PostgreSQL pass only (vitest.config.ts): the embedded database has one
// connection, nothing runs at the same time.

let t: Awaited<ReturnType<typeof openTestDb>>;
let a: string;
let owner: TestPerson;
const NOW = new Date("2026-11-24T10:00:00Z");
const assets: string[] = [];

const inOrg = <T>(work: (tx: TenantTx) => Promise<T>) => inTenant(t.db, a, work);

const install = (tx: TenantTx, assetId: string, name: string) =>
  tx.insert(installedSoftware).values({
    assetId,
    name,
    publisher: "Éditeur",
    matchName: foldName(name),
    matchPublisher: foldPublisher("Éditeur"),
  });

async function expectTrue() {
  const { stored, recomputed } = await inOrg(async (tx) => {
    const rows = await tx.select().from(licenceUsage);
    const result = await tx.execute(sql`
      select l.id, (select count(distinct i.asset_id)::int from installed_software i
        where i.match_name = l.match_name) as n
      from licence l`);
    return {
      stored: Object.fromEntries(rows.map((r) => [r.licenceId, r.installAssets])),
      recomputed: Object.fromEntries(
        (result as unknown as { rows: { id: string; n: number }[] }).rows.map((r) => [r.id, r.n]),
      ),
    };
  });
  expect(stored).toEqual(recomputed);
}

beforeAll(async () => {
  t = await openTestDb();
  owner = await testPerson(t.db, "Aïssatou Diallo");
  a = await createFirstWorkspace(t.db, owner, "premium");
  for (const name of ["PC 1", "PC 2"]) assets.push((await addAsset(t.db, a, owner, { name })).id);
  for (const name of ["Alpha", "Bravo"]) await addLicence(t.db, a, owner, { name }, NOW);
}, 120_000);
afterAll(() => t.cleanup());

/** `first` runs its first step, then `second` its first (blocked or not), and so on. */
async function crossed(
  first: [(tx: TenantTx) => Promise<unknown>, (tx: TenantTx) => Promise<unknown>],
  second: [(tx: TenantTx) => Promise<unknown>, (tx: TenantTx) => Promise<unknown>],
) {
  const firstDone = signal();
  const secondPid = signal<number>();
  let secondStepDone = false;
  const one = inOrg(async (tx) => {
    await first[0](tx);
    firstDone.settle();
    await blockedOrDone(t.db, await secondPid.promise, () => secondStepDone);
    await first[1](tx);
  });
  const two = inOrg(async (tx) => {
    await firstDone.promise;
    secondPid.settle(await pidOf(tx));
    await second[0](tx);
    secondStepDone = true;
    await second[1](tx);
  });
  return (await Promise.allSettled([one, two])).map((outcome) => outcome.status);
}

const nothing = async () => undefined;

describe("the licence usage under concurrent writes", { timeout: 60_000 }, () => {
  it("lets two agents crossing two licences in opposite orders both commit", async () => {
    const outcomes = await crossed(
      [(tx) => install(tx, assets[0]!, "Alpha"), (tx) => install(tx, assets[0]!, "Bravo")],
      [(tx) => install(tx, assets[1]!, "Bravo"), (tx) => install(tx, assets[1]!, "Alpha")],
    );
    expect(outcomes).toEqual(["fulfilled", "fulfilled"]);
    await expectTrue();
  });

  it("counts an install added while its licence is created, in either order", async () => {
    const create = (name: string) => (tx: TenantTx) =>
      tx.execute(sql`insert into licence (name, match_name) values (${name}, ${foldName(name)})`);
    // The install's transaction first: the licence waits for it to commit, then counts it.
    const installFirst = await crossed(
      [(tx) => install(tx, assets[0]!, "Charlie"), nothing],
      [create("Charlie"), nothing],
    );
    expect(installFirst).toEqual(["fulfilled", "fulfilled"]);
    await expectTrue();
    // The licence's transaction first: the install's trigger waits for it, then sees it.
    const licenceFirst = await crossed(
      [create("Delta"), nothing],
      [(tx) => install(tx, assets[1]!, "Delta"), nothing],
    );
    expect(licenceFirst).toEqual(["fulfilled", "fulfilled"]);
    await expectTrue();
  });
});
