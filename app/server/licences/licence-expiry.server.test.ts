import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licence } from "./schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { job } from "~/server/db/workspace-schema.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { runDueJobs } from "~/server/workspaces/jobs.server";
import {
  addMember,
  testPerson,
  type TestPerson,
} from "~/server/workspaces/workspace-test-fixtures.server";
import { runInventory } from "../inventory/inventory-test-kit.server";
import { updateLicence } from "./licence-commands.server";
import {
  expiryAlertAt,
  LICENCE_EXPIRY_JOB,
  registerLicenceJobs,
  type LicenceExpiryNotice,
} from "./licence-expiry.server";
import { addLicence, licenceValues, TEST_CRYPTO_KEY } from "./licence-test-kit.server";

// The expiry alert with fixed clocks: one e-mail to the owners and admins 30 days before the
// date, never again for that date; a job made stale by a later date does nothing.

let t: Awaited<ReturnType<typeof openTestDb>>;
let org: string;
let owner: TestPerson;
let admin: TestPerson;
let tech: TestPerson;
const sent: { org: string; notice: LicenceExpiryNotice }[] = [];
const NOW = new Date("2026-11-01T09:00:00Z");

beforeAll(async () => {
  t = await openTestDb();
  owner = await testPerson(t.db, "Aïssatou Diallo");
  admin = await testPerson(t.db, "Fatoumata Camara");
  tech = await testPerson(t.db, "Ibrahima Sow");
  org = await createFirstWorkspace(t.db, owner, "premium");
  await addMember(t.db, org, admin, "admin");
  await addMember(t.db, org, tech, "technician");
  // The workspace the job's transaction is in: the one the e-mails are written for.
  registerLicenceJobs(async (tx, notice) => {
    const result = await tx.execute<{ org: string }>(
      sql`select current_setting('app.org_id') as org`,
    );
    const [{ org: o }] = (result as unknown as { rows: { org: string }[] }).rows as [
      { org: string },
    ];
    // The worker's other files left their licences' jobs in the shared database (0091).
    if (o === org) sent.push({ org: o, notice });
    return () => {};
  });
}, 120_000);
afterAll(() => t.cleanup());

const jobsOf = (id: string) =>
  inTenant(t.db, org, (tx) => tx.select().from(job).where(eq(job.subjectId, id)));

/**
 * Every job due at `at`: the worker's database holds other files' jobs too (decision 0091), due
 * earlier than ours, so one batch may not reach ours; a claim that finds nothing ends it.
 */
async function runAllDue(at: Date) {
  for (let i = 0; i < 100; i++) {
    const { ran, failed } = await runDueJobs(t.db, at);
    if (ran + failed === 0) return;
  }
}

describe("the expiry alert", { timeout: 30_000 }, () => {
  it("e-mails the owners and admins once, 30 days before", async () => {
    const row = await addLicence(
      t.db,
      org,
      tech,
      { name: "Sage Paie", expiresOn: "31/01/2027" },
      NOW,
    );
    const at = expiryAlertAt("2027-01-31");
    expect(at.toISOString()).toBe("2027-01-01T08:00:00.000Z");
    expect((await jobsOf(row.id)).map((j) => [j.kind, j.runAt.toISOString()])).toEqual([
      [LICENCE_EXPIRY_JOB, at.toISOString()],
    ]);
    await runAllDue(new Date(at.getTime() - 60_000));
    expect(sent).toEqual([]);
    await runAllDue(at);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.org).toBe(org);
    expect(sent[0]!.notice).toMatchObject({
      licenceId: row.id,
      name: "Sage Paie",
      expiresOn: "2027-01-31",
    });
    expect([...sent[0]!.notice.recipients].sort()).toEqual([admin.email, owner.email].sort());
    await runAllDue(new Date(at.getTime() + 86_400_000));
    expect(sent).toHaveLength(1);
    // An edit that keeps the date does not schedule it again.
    await runInventory(t.db, org, tech, (ctx) =>
      updateLicence(
        ctx,
        row.id,
        undefined,
        licenceValues({ name: "Sage Paie", expiresOn: "2027-01-31", notes: "Renouveler" }),
        TEST_CRYPTO_KEY,
      ),
    );
    expect(await jobsOf(row.id)).toEqual([]);
    sent.length = 0;
  });

  it("does nothing when the date moved later, and alerts for the new date", async () => {
    const row = await addLicence(
      t.db,
      org,
      tech,
      { name: "Kaspersky", expiresOn: "2027-01-15" },
      NOW,
    );
    const first = expiryAlertAt("2027-01-15");
    // The date moves (without the job being moved, as a job claimed meanwhile would be).
    await inTenant(t.db, org, (tx) =>
      tx.update(licence).set({ expiresOn: "2027-06-30" }).where(eq(licence.id, row.id)),
    );
    await runAllDue(first);
    expect(sent).toEqual([]);
    // Through the command, the job moves with the date.
    await runInventory(t.db, org, tech, (ctx) =>
      updateLicence(
        ctx,
        row.id,
        undefined,
        licenceValues({ name: "Kaspersky", expiresOn: "2027-07-31" }),
        TEST_CRYPTO_KEY,
      ),
    );
    expect((await jobsOf(row.id))[0]!.runAt).toEqual(expiryAlertAt("2027-07-31"));
    await runAllDue(expiryAlertAt("2027-07-31"));
    expect(sent.map((s) => s.notice.expiresOn)).toEqual(["2027-07-31"]);
  });
});
