import { eq, inArray } from "drizzle-orm";
import { OPEN_STATUSES } from "~/content/helpdesk";
import { ticket } from "~/server/db/helpdesk-schema.server";
import type { HelpdeskPolicy } from "./helpdesk-settings.server";
import { scheduleTicketJobs } from "../tickets/ticket-jobs.server";
import { elapsedNow, slaColumns } from "../tickets/ticket-sla.server";
import type { HelpdeskContext } from "../tickets/ticket-core.server";

// A policy change (targets, calendar, holidays) applied to the workspace's open tickets in the
// transaction that saves it. Paused time is never lost (the clock stores elapsed time). When the
// calendar changes, the time a running clock has accrued so far is counted with the OLD calendar
// and folded into the elapsed time, then the due dates run with the new hours from now on: the
// past is never re-read with new hours (a target already crossed then reads as due now, as after
// any pause; sla.server.ts `deadlines`). New targets alone keep the clock as it is. Versions
// are not bumped (nobody's open ticket page turns stale for a settings change); a ticket whose
// 'at risk' instant moves back into the future may be notified again.

export async function recomputeOpenTickets(
  ctx: HelpdeskContext,
  next: HelpdeskPolicy,
): Promise<number> {
  const { tx, now, policy: previous } = ctx;
  const newHours = JSON.stringify(previous.calendar) !== JSON.stringify(next.calendar);
  const rows = await tx
    .select()
    .from(ticket)
    .where(inArray(ticket.status, [...OPEN_STATUSES]))
    .for("update");
  for (const row of rows) {
    const folded =
      newHours && row.slaRunningSince
        ? { ...row, slaElapsedMs: elapsedNow(row, previous, now), slaRunningSince: now }
        : row;
    const columns = slaColumns(folded, next, now);
    const riskAhead = columns.slaRiskAt !== null && columns.slaRiskAt.getTime() > now.getTime();
    const slaRiskNotifiedAt = riskAhead ? null : row.slaRiskNotifiedAt;
    await tx
      .update(ticket)
      .set({ ...columns, slaRiskNotifiedAt })
      .where(eq(ticket.id, row.id));
    // The 'at risk' alert follows the instant wherever it moved (its job would come too early,
    // or, already run, never again).
    await scheduleTicketJobs({ tx, policy: next }, { ...row, ...columns, slaRiskNotifiedAt });
  }
  return rows.length;
}
