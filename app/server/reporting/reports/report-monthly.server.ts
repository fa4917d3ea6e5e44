import { and, eq } from "drizzle-orm";
import { REPORTS_PATH, reportFileName, reportMailTexts } from "~/content/reports";
import type { Db } from "~/server/db/client.server";
import { job } from "~/server/db/workspace-schema.server";
import type { Env } from "~/server/env.server";
import { queueMails } from "~/server/mail/mail-outbox.server";
import { currentWorkspace } from "~/server/workspaces/current-workspace.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { registerJobHandler, scheduleJob } from "~/server/workspaces/jobs.server";
import { capitalised } from "../pdf/pdf-format.server";
import { currentMonth, reportMonth } from "~/server/platform/report-period.server";
import { drawReport, lastMonth, sectionsOf } from "./report-make.server";
import { recipientAddresses } from "./report-recipients.server";
import { hasMonthlyReport, keepReport } from "./report-store.server";

// The monthly sending (decision 0109): a job per workspace, due on the 1st of each month at 08:00
// in Conakry, makes the month before's report, keeps it and e-mails it to the chosen members
// with the PDF attached, then schedules itself for the next 1st. Once per month however many
// processes run: a job is claimed by one process and deleted in its own transaction (jobs.server),
// and the report, its e-mails and the next job are written in that one transaction, under the
// unique (workspace, month) of monthly reports: a second pass, a restart or a racing process
// finds the month's report and sends nothing. The sections are read and the PDF drawn inside the
// job's transaction, so that all of it commits or none (a failure is retried by the job loop).

export const MONTHLY_REPORT_JOB = "report.monthly";
const SUBJECT = "monthly";
const SEND_HOUR_MS = 8 * 3_600_000;
const LINK_LABEL = "Monthly report";

/** The next sending: the coming 1st of a month at 08:00 in Conakry, after `now`. */
export function nextSending(now: Date): Date {
  const [year, month] = currentMonth(now).key.split("-").map(Number) as [number, number];
  const thisMonth = new Date(Date.parse(reportMonth(year, month).start) + SEND_HOUR_MS);
  if (thisMonth > now) return thisMonth;
  const next = month === 12 ? reportMonth(year + 1, 1) : reportMonth(year, month + 1);
  return new Date(Date.parse(next.start) + SEND_HOUR_MS);
}

/** Schedules the workspace's monthly sending unless it already is (a pending one is kept). */
export async function ensureMonthlySending(tx: TenantTx, now: Date): Promise<void> {
  const [found] = await tx
    .select({ id: job.id })
    .from(job)
    .where(and(eq(job.kind, MONTHLY_REPORT_JOB), eq(job.subjectId, SUBJECT)));
  if (!found) await scheduleJob(tx, MONTHLY_REPORT_JOB, SUBJECT, nextSending(now));
}

/** Makes, keeps and queues the month before `now`'s report; returns what to run after commit. */
async function sendMonthlyReport(tx: TenantTx, db: Db, config: Env, now: Date) {
  await scheduleJob(tx, MONTHLY_REPORT_JOB, SUBJECT, nextSending(now));
  const period = lastMonth(now);
  if (await hasMonthlyReport(tx, period.key)) return () => {};
  const workspace = await currentWorkspace(tx);
  if (!workspace) return () => {};
  const sections = await sectionsOf(tx, period, { role: "owner", viewerId: "", now });
  const pdf = await drawReport({
    brandName: config.site.brandName,
    workspaceName: workspace.name,
    period,
    sections,
    generatedAt: now,
  });
  const kept = await keepReport(tx, {
    month: period.key,
    kind: "monthly",
    createdBy: null,
    createdByName: "",
    pdf,
  });
  if (!kept) return () => {};
  const url = `${config.siteUrl}${REPORTS_PATH}`;
  const month = capitalised(period.label);
  const file = {
    filename: reportFileName(period.key, workspace.slug),
    contentType: "application/pdf",
    content: pdf,
  };
  const mails = (await recipientAddresses(tx)).map((to) => ({
    mail: {
      kind: "report_monthly",
      to,
      subject: reportMailTexts.subject(month, workspace.name),
      text: reportMailTexts.body({
        month,
        workspace: workspace.name,
        url,
        brand: config.site.brandName,
      }),
      attachments: [file],
    },
    link: { label: LINK_LABEL, url },
  }));
  return queueMails(tx, db, config, mails);
}

/** Registers the job's handler (the module's manifest, at the server's start). */
export function registerReportJobs(db: Db, config: Env): void {
  registerJobHandler(MONTHLY_REPORT_JOB, async (tx, _job, now) => {
    const afterCommit = await sendMonthlyReport(tx, db, config, now);
    return async () => afterCommit();
  });
}
