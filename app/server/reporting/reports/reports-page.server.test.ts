import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORTS_PATH, reportsErrors, type ReportsView } from "~/content/reports";
import { workspaceErrors } from "~/content/workspaces";
import { openTestDb } from "~/server/db/test-db.server";
import { job } from "~/server/db/workspace-schema.server";
import { closeParsePool } from "~/server/platform/parse-pool.server";
import { installReportSources } from "~/server/platform/report-sources.server";
import { answer, get, post, rejection } from "~/server/platform/test-kit.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import {
  addMember,
  addOwner,
  addUser,
  viewerOf,
} from "~/server/workspaces/workspace-test-data.server";
import { fixtureSection } from "../pdf/report-fixture.server";
import { lastMonth } from "./report-make.server";
import { MONTHLY_REPORT_JOB } from "./report-monthly.server";
import { downloadReport } from "./report-download.server";
import { reportsAction, reportsLoader } from "./reports-page.server";

// The kept reports on a test database (both engines), with a fixture section in the registry
// (vitest-isolate: the registry is this file's): a generated report is kept and listed, downloads
// again as a PDF attachment, a Membre gets nothing, a Technicien generates but does not delete,
// another workspace's report is a 404, the recipients' form refuses a stale version (409).

let t: Awaited<ReturnType<typeof openTestDb>>;
const { as, get: getAs, post: postAs } = tenantRequests(() => t.db, { get, post });
type Owner = Awaited<ReturnType<typeof addOwner>>;
let owner: Owner;
let other: Owner;
let tech: Awaited<ReturnType<typeof addUser>>;
let member: Awaited<ReturnType<typeof addUser>>;
const month = lastMonth(new Date()).key;

const viewAs = async (person: { id: string; name: string; email: string }, org: string) =>
  as(await viewerOf(t.db, person, org));
const listed = async () =>
  ((await reportsLoader(getAs(REPORTS_PATH))) as unknown as { data: { view: ReportsView } }).data
    .view;

beforeAll(async () => {
  t = await openTestDb();
  installReportSources([
    {
      id: "helpdesk",
      schema: [],
      report: { visibleTo: () => true, section: async () => fixtureSection() },
    },
  ]);
  owner = await addOwner(t.db, "Aïssatou Diallo");
  other = await addOwner(t.db, "Mamadou Barry");
  tech = await addUser(t.db, "Ibrahima Sow");
  member = await addUser(t.db, "Kadiatou Bah");
  await addMember(t.db, owner.organizationId, tech.id, "technician");
  await addMember(t.db, owner.organizationId, member.id, "member");
}, 120_000);
afterAll(async () => {
  await closeParsePool();
  await t.cleanup();
});

describe("the kept monthly reports", { timeout: 60_000 }, () => {
  let id: string;

  it("generates and keeps a month's PDF, listed with who asked and its size", async () => {
    await viewAs(owner, owner.organizationId);
    const done = (await reportsAction(
      postAs(REPORTS_PATH, { intent: "generate", mois: month }),
    )) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe(`${REPORTS_PATH}?avis=genere`);
    const view = await listed();
    expect(view.reports).toHaveLength(1);
    expect(view.reports[0]).toMatchObject({
      by: "Aïssatou Diallo",
      href: `${REPORTS_PATH}/${view.reports[0]!.id}`,
    });
    expect(view.reports[0]!.size).toMatch(/^\d+(,\d)?\u00a0ko$/);
    expect(view.defaultMonth).toBe(month);
    expect(view.canDelete).toBe(true);
    id = view.reports[0]!.id;
    // Generating schedules the monthly sending of the workspace.
    const jobs = await inTenant(t.db, owner.organizationId, (tx) =>
      tx.select().from(job).where(eq(job.kind, MONTHLY_REPORT_JOB)),
    );
    expect(jobs).toHaveLength(1);
  });

  it("downloads it again as a PDF attachment named after the month and the workspace", async () => {
    await viewAs(owner, owner.organizationId);
    const response = await downloadReport(getAs(`${REPORTS_PATH}/${id}`), id);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const slug = (await listed()).reports[0]!.fileName;
    expect(slug).toMatch(new RegExp(`^rapport-${month}-[a-z0-9-]+\\.pdf$`));
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="${slug}"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("refuses a month that is not offered, keeping nothing", async () => {
    await viewAs(owner, owner.organizationId);
    for (const mois of ["2026-13", "2099-01", "n'importe"]) {
      expect(
        answer(await reportsAction(postAs(REPORTS_PATH, { intent: "generate", mois }))),
      ).toMatchObject({
        status: 400,
        formError: reportsErrors.month,
      });
    }
    expect((await listed()).reports).toHaveLength(1);
  });

  it("gives a Membre neither the page, the file nor a report", async () => {
    await viewAs(member, owner.organizationId);
    expect((await rejection(reportsLoader(getAs(REPORTS_PATH)))).init?.status).toBe(403);
    expect((await rejection(downloadReport(getAs(`${REPORTS_PATH}/${id}`), id))).status).toBe(403);
    const refused = answer(
      await reportsAction(postAs(REPORTS_PATH, { intent: "generate", mois: month })),
    );
    expect(refused).toMatchObject({ status: 403, formError: workspaceErrors.forbidden });
  });

  it("lets a Technicien generate and download, not delete nor choose the recipients", async () => {
    await viewAs(tech, owner.organizationId);
    const view = await listed();
    expect(view).toMatchObject({ canGenerate: true, canDelete: false, canConfigure: false });
    expect(answer(await reportsAction(postAs(REPORTS_PATH, { intent: "delete", id }))).status).toBe(
      403,
    );
    const recipients = { intent: "recipients", version: "0", destinataire: [tech.id] };
    expect(answer(await reportsAction(postAs(REPORTS_PATH, recipients))).status).toBe(403);
  });

  it("answers 404 for another workspace's report, to download or delete", async () => {
    await viewAs(other, other.organizationId);
    expect((await rejection(downloadReport(getAs(`${REPORTS_PATH}/${id}`), id))).status).toBe(404);
    expect(
      answer(await reportsAction(postAs(REPORTS_PATH, { intent: "delete", id }))),
    ).toMatchObject({
      status: 404,
      formError: reportsErrors.notFound,
    });
    expect((await listed()).reports).toEqual([]);
    await viewAs(owner, owner.organizationId);
    expect((await listed()).reports).toHaveLength(1);
  });

  it("saves the recipients among the readers, refuses a Membre and a stale form (409)", async () => {
    await viewAs(owner, owner.organizationId);
    const view = await listed();
    expect(view.recipients.map((r) => r.name)).toEqual(["Aïssatou Diallo", "Ibrahima Sow"]);
    const invalid = { intent: "recipients", version: "0", destinataire: [member.id] };
    expect(answer(await reportsAction(postAs(REPORTS_PATH, invalid))).status).toBe(400);
    const chosen = { intent: "recipients", version: "0", destinataire: [tech.id] };
    expect(((await reportsAction(postAs(REPORTS_PATH, chosen))) as Response).status).toBe(303);
    expect((await listed()).recipients.filter((r) => r.checked).map((r) => r.name)).toEqual([
      "Ibrahima Sow",
    ]);
    const stale = { intent: "recipients", version: "0", destinataire: [owner.id, tech.id] };
    expect(answer(await reportsAction(postAs(REPORTS_PATH, stale)))).toMatchObject({
      status: 409,
      formError: reportsErrors.stale,
      recipients: [owner.id, tech.id],
    });
  });

  it("lets an admin delete a report", async () => {
    await viewAs(owner, owner.organizationId);
    expect(
      ((await reportsAction(postAs(REPORTS_PATH, { intent: "delete", id }))) as Response).status,
    ).toBe(303);
    expect((await listed()).reports).toEqual([]);
    await viewAs(owner, owner.organizationId);
    expect((await rejection(downloadReport(getAs(`${REPORTS_PATH}/${id}`), id))).status).toBe(404);
    const jobs = await inTenant(t.db, owner.organizationId, (tx) =>
      tx
        .select()
        .from(job)
        .where(and(eq(job.kind, MONTHLY_REPORT_JOB))),
    );
    expect(jobs).toHaveLength(1);
  });
});
