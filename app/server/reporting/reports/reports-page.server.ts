import { data, redirect } from "react-router";
import { roleLabels } from "~/content/workspaces";
import {
  REPORTS_PATH,
  reportFileName,
  reportFilePath,
  reportsErrors,
  reportsNotices,
  reportsTexts,
  type ReportsFormResult,
  type ReportsView,
} from "~/content/reports";
import { NO_STORE } from "~/lib/cache-control";
import { formatDateTimeCompact } from "~/lib/date-time";
import { formatFileSize } from "~/lib/format";
import { env } from "~/server/env.server";
import { readForm, textField } from "~/server/platform/form.server";
import { WorkspaceError, workspaceErrorResponse } from "~/server/workspaces/tenant.server";
import { capitalised } from "../pdf/pdf-format.server";
import { reportMonth } from "~/server/platform/report-period.server";
import { managesReports, runReports } from "./report-access.server";
import { drawReport, lastMonth, monthChoices, postedMonth, sectionsOf } from "./report-make.server";
import { ensureMonthlySending } from "./report-monthly.server";
import { readerChoices, saveReportRecipients } from "./report-recipients.server";
import { deleteReport, keepReport, listReports } from "./report-store.server";

// /dashboard/team-performance-automation/rapports (decision 0109): 'Nouveau Rapport' generates
// and keeps a month's PDF, the list downloads them again, an admin deletes them and chooses who
// receives the monthly one. Forms post and redirect (303) to the page with a notice: no JS needed.

const monthLabel = (month: string) => {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return capitalised(reportMonth(year, number).label);
};

export async function reportsLoader(request: Request) {
  const view = await runReports(request, "read", async (ctx): Promise<ReportsView> => {
    const rows = await listReports(ctx.tx);
    const canConfigure = managesReports(ctx.role) && !ctx.workspace.readOnly;
    const settings = await readerChoices(ctx.tx);
    return {
      reports: rows.map((row) => ({
        id: row.id,
        month: monthLabel(row.month),
        by: row.kind === "monthly" ? reportsTexts.automatic : row.createdByName,
        at: formatDateTimeCompact(row.createdAt),
        size: formatFileSize(row.size),
        href: reportFilePath(row.id),
        fileName: reportFileName(row.month, ctx.workspace.slug),
      })),
      months: monthChoices(ctx.now),
      defaultMonth: lastMonth(ctx.now).key,
      canGenerate: !ctx.workspace.readOnly,
      canDelete: canConfigure,
      canConfigure,
      recipients: settings.options.map((o) => ({ ...o, role: roleLabels[o.role] })),
      settingsVersion: settings.version,
    };
  }).catch(workspaceErrorResponse);
  const notice = reportsNotices[new URL(request.url).searchParams.get("avis") ?? ""] ?? null;
  return data({ view, notice }, { headers: NO_STORE });
}

const refuse = (status: number, formError: string, extra: Partial<ReportsFormResult> = {}) =>
  data<ReportsFormResult>(
    { ok: false, status, formError, ...extra },
    { status, headers: NO_STORE },
  );

/** Generates and keeps the posted month's report: sections read, then drawn, then kept. */
async function generate(request: Request, form: FormData) {
  const now = new Date();
  const period = postedMonth(textField(form, "mois"), now);
  if (!period) return refuse(400, reportsErrors.month);
  const facts = await runReports(request, "generate", async (ctx) => ({
    sections: await sectionsOf(ctx.tx, period, { role: ctx.role, viewerId: ctx.actor.id, now }),
    workspaceName: ctx.workspace.name,
  }));
  const pdf = await drawReport({
    ...facts,
    brandName: env().site.brandName,
    period,
    generatedAt: now,
  });
  await runReports(request, "generate", async (ctx) => {
    await keepReport(ctx.tx, {
      month: period.key,
      kind: "manual",
      createdBy: ctx.actor.id,
      createdByName: ctx.actor.name,
      pdf,
    });
    await ensureMonthlySending(ctx.tx, now);
  });
  return "genere";
}

export async function reportsAction(request: Request) {
  try {
    const form = await readForm(request);
    const intent = textField(form, "intent");
    let outcome: string | Awaited<ReturnType<typeof refuse>>;
    if (intent === "generate") outcome = await generate(request, form);
    else if (intent === "delete") {
      const found = await runReports(request, "manage", (ctx) =>
        deleteReport(ctx.tx, textField(form, "id")),
      );
      if (!found) return refuse(404, reportsErrors.notFound);
      outcome = "supprime";
    } else if (intent === "recipients") {
      const ids = form.getAll("destinataire").filter((v): v is string => typeof v === "string");
      const result = await runReports(request, "manage", async (ctx) => {
        const saved = await saveReportRecipients(ctx.tx, ids, Number(textField(form, "version")));
        if (saved === "saved") await ensureMonthlySending(ctx.tx, ctx.now);
        return saved;
      });
      if (result === "stale") return refuse(409, reportsErrors.stale, { recipients: ids });
      if (result === "invalid") return refuse(400, reportsErrors.recipients, { recipients: ids });
      outcome = "destinataires";
    } else return refuse(400, reportsErrors.intent);
    if (typeof outcome !== "string") return outcome;
    return redirect(`${REPORTS_PATH}?avis=${outcome}`, { status: 303, headers: NO_STORE });
  } catch (error) {
    if (error instanceof WorkspaceError) return refuse(error.status, error.message);
    throw error;
  }
}
