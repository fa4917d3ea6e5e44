import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { job } from "~/server/db/workspace-schema.server";
import { parseEnv, type Env } from "~/server/env.server";
import { processMailOutbox } from "~/server/mail/mail-outbox.server";
import { startSmtpSink, type SmtpSink } from "~/server/mail/test-smtp.server";
import { closeParsePool } from "~/server/platform/parse-pool.server";
import { installReportSources } from "~/server/platform/report-sources.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { runDueJobs, scheduleJob } from "~/server/workspaces/jobs.server";
import { addMember, addOwner, addUser } from "~/server/workspaces/workspace-test-data.server";
import { fixtureSection } from "../pdf/report-fixture.server";
import { report } from "../schema.server";
import {
  ensureMonthlySending,
  MONTHLY_REPORT_JOB,
  nextSending,
  registerReportJobs,
} from "./report-monthly.server";
import { saveReportRecipients } from "./report-recipients.server";

// The sending of the 1st (decision 0109), through the job loop, against an SMTP sink: the month
// before's report is kept and e-mailed once, to the chosen readers only, with the PDF attached,
// and a second pass (another process, a restart) sends nothing.

let t: Awaited<ReturnType<typeof openTestDb>>;
let smtp: SmtpSink;
let config: Env;
const received: { raw: string; to: string[] }[] = [];
let owner: Awaited<ReturnType<typeof addOwner>>;
let tech: Awaited<ReturnType<typeof addUser>>;
let member: Awaited<ReturnType<typeof addUser>>;

beforeAll(async () => {
  t = await openTestDb();
  smtp = await startSmtpSink((raw, envelope) => void received.push({ raw, to: envelope.to }));
  config = parseEnv({
    SITE_URL: "http://127.0.0.1:4999",
    SMTP_URL: smtp.url,
    CONTACT_TO: "equipe@exemple.gn",
    MAIL_FROM: "plateforme@exemple.gn",
  });
  installReportSources([
    {
      id: "helpdesk",
      schema: [],
      report: { visibleTo: () => true, section: async () => fixtureSection() },
    },
  ]);
  registerReportJobs(t.db, config);
  owner = await addOwner(t.db, "Aïssatou Diallo");
  tech = await addUser(t.db, "Ibrahima Sow");
  member = await addUser(t.db, "Kadiatou Bah");
  await addMember(t.db, owner.organizationId, tech.id, "technician");
  await addMember(t.db, owner.organizationId, member.id, "member");
}, 120_000);
afterAll(async () => {
  await closeParsePool();
  smtp.close();
  await t.cleanup();
});

const sender = () => ({ smtp: config.smtp!, brand: "Exemple Digital" });
const inA = <T>(fn: Parameters<typeof inTenant<T>>[2]) => inTenant(t.db, owner.organizationId, fn);
const pendingMails = async () =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.status, "pending"))).length;
const monthlyJobs = () =>
  inA((tx) => tx.select().from(job).where(eq(job.kind, MONTHLY_REPORT_JOB)));

describe("the monthly report's sending", { timeout: 60_000 }, () => {
  it("is due on the coming 1st at 08:00 in Conakry", () => {
    expect(nextSending(new Date("2026-11-29T15:00:00Z")).toISOString()).toBe(
      "2026-12-01T08:00:00.000Z",
    );
    expect(nextSending(new Date("2026-12-01T07:59:00Z")).toISOString()).toBe(
      "2026-12-01T08:00:00.000Z",
    );
    expect(nextSending(new Date("2026-12-01T08:00:00Z")).toISOString()).toBe(
      "2027-01-01T08:00:00.000Z",
    );
  });

  it("sends the month before's report once, to the chosen readers, with the PDF attached", async () => {
    const november = new Date("2026-11-20T10:00:00Z");
    await inA(async (tx) => {
      expect(await saveReportRecipients(tx, [owner.id, tech.id], 0)).toBe("saved");
      await ensureMonthlySending(tx, november);
      await ensureMonthlySending(tx, november); // a pending sending is kept, not moved
    });
    expect((await monthlyJobs()).map((j) => j.runAt.toISOString())).toEqual([
      "2026-12-01T08:00:00.000Z",
    ]);

    const first = new Date("2026-12-01T08:00:05Z");
    expect(await runDueJobs(t.db, first)).toEqual({ ran: 1, failed: 0 });
    const kept = await inA((tx) => tx.select().from(report));
    expect(kept.map((r) => [r.month, r.kind, r.createdBy])).toEqual([["2026-11", "monthly", null]]);
    // Sent through the outbox (kicked once the job committed): one message per chosen reader,
    // none to the Membre.
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(2);
    // The kicked drain marks its rows sent after the SMTP answer: a pass while it still holds
    // them (a loaded machine) would find their lease over, one minute on, and send them again.
    await expect.poll(() => pendingMails(), { timeout: 15_000 }).toBe(0);
    await processMailOutbox(t.db, sender(), new Date(Date.now() + 60_000));
    const to = received.flatMap((m) => m.to).sort();
    expect(to).toEqual([owner.email, tech.email].sort());
    for (const mail of received) {
      // The MIME the mailer built, read back by a mail parser.
      const parsed = await simpleParser(mail.raw);
      expect(parsed.subject).toMatch(/^Rapport Novembre 2026 · /);
      expect(parsed.text).toContain("/dashboard/team-performance-automation/rapports");
      expect(parsed.attachments).toHaveLength(1);
      const [pdf] = parsed.attachments;
      expect(pdf).toMatchObject({
        contentType: "application/pdf",
        contentDisposition: "attachment",
      });
      expect(pdf!.filename).toMatch(/^rapport-2026-11-[a-z0-9-]+\.pdf$/);
      expect(pdf!.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
    // And scheduled itself for the next 1st.
    expect((await monthlyJobs()).map((j) => j.runAt.toISOString())).toEqual([
      "2027-01-01T08:00:00.000Z",
    ]);
  });

  it("sends nothing again for the same month, on a second pass or after a restart", async () => {
    await inA((tx) =>
      scheduleJob(tx, MONTHLY_REPORT_JOB, "monthly", new Date("2026-12-01T09:00:00Z")),
    );
    expect(await runDueJobs(t.db, new Date("2026-12-01T09:00:01Z"))).toEqual({ ran: 1, failed: 0 });
    expect(await inA((tx) => tx.select({ id: report.id }).from(report))).toHaveLength(1);
    await processMailOutbox(t.db, sender(), new Date(Date.now() + 60_000));
    const pending = await t.db.select().from(mailOutbox).where(eq(mailOutbox.status, "pending"));
    expect(pending).toEqual([]);
    expect(received).toHaveLength(2);
  });

  it("keeps the report of a workspace that chose nobody, and e-mails no one", async () => {
    const other = await addOwner(t.db, "Mamadou Barry");
    await inTenant(t.db, other.organizationId, (tx) =>
      ensureMonthlySending(tx, new Date("2026-11-20T10:00:00Z")),
    );
    const outboxBefore = (await t.db.select().from(mailOutbox)).length;
    expect(await runDueJobs(t.db, new Date("2026-12-01T08:01:00Z"))).toEqual({ ran: 1, failed: 0 });
    const kept = await inTenant(t.db, other.organizationId, (tx) => tx.select().from(report));
    expect(kept.map((r) => [r.month, r.kind])).toEqual([["2026-11", "monthly"]]);
    expect((await t.db.select().from(mailOutbox)).length).toBe(outboxBefore);
  });
});
