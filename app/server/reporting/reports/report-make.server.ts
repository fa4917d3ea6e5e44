import type { ReportPeriod, ReportSection } from "~/contracts/report";
import type { WorkspaceRole } from "~/contracts/workspace-roles";
import { reportSections } from "~/server/platform/report-sources.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { capitalised } from "../pdf/pdf-format.server";
import { reportsErrors } from "~/content/reports";
import { ParseUnavailableError, runParse } from "~/server/platform/parse-pool.server";
import { currentMonth, reportMonth } from "~/server/platform/report-period.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";

// A month's report: its sections read in a tenant transaction (every module's, decision 0104),
// then drawn as a PDF outside it, in a worker thread, so that the drawing holds no transaction
// (on PGlite, one connection, every other request would wait for it). Decision 0109.

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** How many months back the form offers (and the action accepts). */
const MONTHS_BACK = 24;

/** The month before `now`'s in Conakry: the form's default and the monthly sending's. */
export function lastMonth(now: Date): ReportPeriod {
  const [year, month] = currentMonth(now).key.split("-").map(Number) as [number, number];
  return month === 1 ? reportMonth(year - 1, 12) : reportMonth(year, month - 1);
}

/** The months the form offers, newest first: this month and the MONTHS_BACK before it. */
export function monthChoices(now: Date): { value: string; label: string }[] {
  const choices: { value: string; label: string }[] = [];
  let [year, month] = currentMonth(now).key.split("-").map(Number) as [number, number];
  for (let i = 0; i <= MONTHS_BACK; i++) {
    const period = reportMonth(year, month);
    choices.push({ value: period.key, label: capitalised(period.label) });
    [year, month] = month === 1 ? [year - 1, 12] : [year, month - 1];
  }
  return choices;
}

/** The period of a posted month ('2026-10'), or null when it is not one the form offers. */
export function postedMonth(value: string, now: Date): ReportPeriod | null {
  const match = MONTH.exec(value);
  if (!match || !monthChoices(now).some((choice) => choice.value === value)) return null;
  return reportMonth(Number(match[1]), Number(match[2]));
}

export interface ReportViewer {
  role: WorkspaceRole;
  viewerId: string;
  now: Date;
}

/** The sections of `period` as `viewer` may read them, in `tx`. */
export const sectionsOf = (tx: TenantTx, period: ReportPeriod, viewer: ReportViewer) =>
  reportSections(tx, { period, filters: {}, ...viewer });

export interface ReportFacts {
  brandName: string;
  workspaceName: string;
  period: ReportPeriod;
  sections: ReportSection[];
  generatedAt: Date;
}

/**
 * The PDF of the facts read, drawn in the worker pool (parse-pool.server.ts): pdfkit's layout is
 * synchronous, 0.1–1 s of a busy event loop that every other request would wait for. A full pool
 * or a failed task is a French 503.
 */
export async function drawReport(facts: ReportFacts): Promise<Buffer> {
  try {
    const bytes = await runParse("reportPdf", facts);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    if (error instanceof ParseUnavailableError) throw new WorkspaceError(503, reportsErrors.busy);
    throw error;
  }
}
