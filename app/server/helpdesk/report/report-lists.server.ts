import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  ticketNumberLabel,
  ticketPriorityLabels,
  OPEN_STATUSES,
  type TicketPriority,
} from "~/content/helpdesk";
import { ticketPath } from "~/content/helpdesk-links";
import { queueHref } from "~/contracts/helpdesk-queue";
import type { ReportTable } from "~/contracts/report";
import { helpdeskContact, ticket } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import type { RequesterCount } from "./report-month-parts.server";
import { toMinutes, within, type Range } from "./report-sql.server";

// The report's lists (decision 0107): the top requesters of the period, the satisfaction
// comments, and the month's notable tickets for the PDF: SLA breached (resolved late in the
// period, or still open and late at its end) and the lowest satisfaction ('Pas satisfait').

const LIMIT = 10;
const NOTABLE_LIMIT = 20;
const day = new Intl.DateTimeFormat("fr-FR", { dateStyle: "short", timeZone: "Africa/Conakry" });

export async function topRequesters(tx: TenantTx, range: Range, filters: SQL[]) {
  // The period's tickets and those still open per requester from the created index alone (its
  // INCLUDE columns, drizzle/0029), then the names of the ten first.
  const perRequester = tx
    .select({
      id: ticket.requesterId,
      opened: sql<number>`count(*)`.as("opened"),
      open: sql<number>`count(*) filter (where ${inArray(ticket.status, [...OPEN_STATUSES])})`.as(
        "still_open",
      ),
    })
    .from(ticket)
    .where(and(within(ticket.createdAt, range), ...filters))
    .groupBy(ticket.requesterId)
    .as("per_requester");
  const rows = await tx
    .select({
      name: helpdeskContact.name,
      email: helpdeskContact.email,
      opened: sql<number>`${perRequester.opened}`.mapWith(Number),
      open: sql<number>`${perRequester.open}`.mapWith(Number),
    })
    .from(perRequester)
    .innerJoin(helpdeskContact, eq(helpdeskContact.id, perRequester.id))
    .orderBy(desc(perRequester.opened), asc(helpdeskContact.name))
    .limit(LIMIT);
  return requesterTable(rows);
}

/**
 * The same table from counts per requester already read (a range's kept months and its live
 * edges, decision 0133; a requester may come more than once): added up, then the names of those
 * that can be among the ten first (every requester with at least the tenth's count, so that the
 * order by name among equals is PostgreSQL's, as above), ordered and cut by the same SQL.
 */
export async function topRequestersOf(tx: TenantTx, counts: readonly RequesterCount[]) {
  const totals = new Map<string, [number, number]>();
  for (const [id, opened, open] of counts) {
    const total = totals.get(id) ?? [0, 0];
    totals.set(id, [total[0] + opened, total[1] + open]);
  }
  const ranked = [...totals].sort((a, b) => b[1][0] - a[1][0]);
  const read = async (list: typeof ranked) => {
    const array = (values: (string | number)[]) => `{${values.join(",")}}`;
    const x = sql`unnest(${array(list.map(([id]) => id))}::uuid[], ${array(list.map(([, t]) => t[0]))}::int[], ${array(list.map(([, t]) => t[1]))}::int[]) as x(id, opened, open)`;
    return tx
      .select({
        name: helpdeskContact.name,
        email: helpdeskContact.email,
        opened: sql<number>`x.opened`.mapWith(Number),
        open: sql<number>`x.open`.mapWith(Number),
      })
      .from(x)
      .innerJoin(helpdeskContact, sql`${helpdeskContact.id} = x.id`)
      .orderBy(sql`x.opened desc`, asc(helpdeskContact.name))
      .limit(LIMIT);
  };
  const tenth = ranked[LIMIT - 1]?.[1][0] ?? 0;
  const candidates = ranked.filter(([, total]) => total[0] >= tenth);
  const rows = await read(candidates);
  // Fewer than ten names (a requester without a contact row): the others too.
  const short = rows.length < LIMIT && candidates.length < ranked.length;
  return requesterTable(short ? await read(ranked) : rows);
}

function requesterTable(rows: { name: string; email: string; opened: number; open: number }[]) {
  return {
    id: "helpdesk-top-requesters",
    title: "Demandeurs les plus actifs",
    columns: [
      { key: "name", label: "Demandeur" },
      { key: "email", label: "Adresse" },
      { key: "opened", label: "Tickets reçus", unit: "count" },
      { key: "open", label: "Encore ouverts", unit: "count" },
    ],
    rows,
    empty: "Aucun ticket ouvert sur la période.",
    hrefs: rows.map((row) => queueHref({ requester: row.email })),
  } satisfies ReportTable;
}

const resolvedBetween = (range: Range, filters: SQL[], extra: SQL) =>
  and(within(ticket.resolvedAt, range), extra, ...filters);

export async function satisfactionComments(tx: TenantTx, range: Range, filters: SQL[]) {
  const rows = await tx
    .select({
      number: ticket.number,
      subject: ticket.subject,
      vote: ticket.satisfaction,
      comment: ticket.satisfactionComment,
      resolvedAt: ticket.resolvedAt,
    })
    .from(ticket)
    .where(resolvedBetween(range, filters, sql`${ticket.satisfactionComment} <> ''`))
    .orderBy(desc(ticket.resolvedAt), desc(ticket.number))
    .limit(NOTABLE_LIMIT);
  return {
    id: "helpdesk-csat-comments",
    title: "Commentaires des demandeurs",
    columns: [
      { key: "ticket", label: "Ticket" },
      { key: "vote", label: "Avis" },
      { key: "comment", label: "Commentaire" },
      { key: "resolved", label: "Résolu le" },
    ],
    rows: rows.map((row) => ({
      ticket: `${ticketNumberLabel(row.number)} ${row.subject}`,
      vote: row.vote === "up" ? "Satisfait" : "Pas satisfait",
      comment: row.comment,
      resolved: row.resolvedAt ? day.format(row.resolvedAt) : null,
    })),
    empty: "Aucun commentaire des demandeurs sur la période.",
    hrefs: rows.map((row) => ticketPath(row.number)),
  } satisfies ReportTable;
}

/** Late: resolved in the range with a target breached, or open at its end past a due date. */
export async function breachedTickets(tx: TenantTx, range: Range, filters: SQL[], now: Date) {
  const until = new Date(Math.min(range.end.getTime(), now.getTime())).toISOString();
  const openLate = sql`(${ticket.status} in ('new', 'in_progress', 'pending')
    and ${ticket.createdAt} < ${range.end.toISOString()}::timestamptz
    and (${ticket.slaBreached} or ${ticket.resolutionDueAt} <= ${until}::timestamptz
      or ${ticket.firstResponseDueAt} <= ${until}::timestamptz))`;
  const resolvedLate = sql`(${within(ticket.resolvedAt, range)} and ${ticket.slaBreached})`;
  // Two reads, each by an index that holds its condition and its order (drizzle/0035, decision
  // 0123): the twenty first numbers read from the index alone, then those twenty rows; merged in
  // the same order.
  const order = [ticket.priorityRank, desc(ticket.slaElapsedMs), desc(ticket.number)] as const;
  const late = (condition: SQL) =>
    tx
      .select({
        number: ticket.number,
        subject: ticket.subject,
        priority: ticket.priority,
        rank: ticket.priorityRank,
        status: ticket.status,
        elapsed: ticket.slaElapsedMs,
      })
      .from(ticket)
      .where(
        inArray(
          ticket.number,
          tx
            .select({ number: ticket.number })
            .from(ticket)
            .where(and(condition, ...filters))
            .orderBy(...order)
            .limit(NOTABLE_LIMIT),
        ),
      )
      .orderBy(...order);
  const rows = [...(await late(resolvedLate)), ...(await late(openLate))]
    .sort((a, b) => (a.rank ?? 3) - (b.rank ?? 3) || b.elapsed - a.elapsed || b.number - a.number)
    .slice(0, NOTABLE_LIMIT);
  return {
    id: "helpdesk-breached",
    title: "Tickets hors délai (SLA dépassé)",
    columns: [
      { key: "ticket", label: "Ticket" },
      { key: "priority", label: "Priorité" },
      { key: "state", label: "État" },
      { key: "elapsed", label: "Temps ouvré écoulé", unit: "duration" },
    ],
    rows: rows.map((row) => ({
      ticket: `${ticketNumberLabel(row.number)} ${row.subject}`,
      priority: ticketPriorityLabels[row.priority as TicketPriority] ?? row.priority,
      state: OPEN_STATUSES.includes(row.status as never) ? "Encore ouvert" : "Résolu en retard",
      elapsed: toMinutes(row.elapsed),
    })),
    empty: "Aucun ticket hors délai sur la période.",
    hrefs: rows.map((row) => ticketPath(row.number)),
  } satisfies ReportTable;
}

export async function lowestSatisfaction(tx: TenantTx, range: Range, filters: SQL[]) {
  const rows = await tx
    .select({
      number: ticket.number,
      subject: ticket.subject,
      comment: ticket.satisfactionComment,
      resolvedAt: ticket.resolvedAt,
    })
    .from(ticket)
    .where(resolvedBetween(range, filters, sql`${ticket.satisfaction} = 'down'`))
    .orderBy(desc(ticket.resolvedAt), desc(ticket.number))
    .limit(NOTABLE_LIMIT);
  return {
    id: "helpdesk-lowest-csat",
    title: "Demandeurs pas satisfaits",
    columns: [
      { key: "ticket", label: "Ticket" },
      { key: "comment", label: "Commentaire" },
      { key: "resolved", label: "Résolu le" },
    ],
    rows: rows.map((row) => ({
      ticket: `${ticketNumberLabel(row.number)} ${row.subject}`,
      comment: row.comment ?? "",
      resolved: row.resolvedAt ? day.format(row.resolvedAt) : null,
    })),
    empty: "Aucun avis «\u202fPas satisfait\u202f» sur la période.",
    hrefs: rows.map((row) => ticketPath(row.number)),
  } satisfies ReportTable;
}
