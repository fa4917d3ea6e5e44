import {
  OPEN_STATUSES,
  TICKET_TRANSITIONS,
  ticketNumberLabel,
  type PendingReason,
  type TicketPriority,
  type TicketSource,
  type TicketStatus,
  type TicketType,
} from "~/content/helpdesk";
import {
  attachmentPath,
  businessTimeLabel,
  fileSizeLabel,
  ticketPath,
} from "~/content/helpdesk-ticket";
import type {
  TicketAttachmentView,
  TicketPageView,
  TicketSlaView,
  TicketTimelineItem,
  TicketWhen,
} from "~/contracts/ticket-page-view";
import type { HelpdeskPolicy } from "../settings/helpdesk-settings.server";
import { categoryLabels } from "../queue/queue-options.server";
import type { TicketDetail } from "./ticket-detail.server";
import { elapsedNow } from "./ticket-sla.server";

// A ticket's page as the viewer may see it: the team (ticket.handle) sees everything and gets
// the forms; the requester (a Membre) sees the public thread only: no internal note, nor the
// files attached to one. Dates in French, in the workspace calendar's time zone.

const formatters = new Map<string, Intl.DateTimeFormat>();

function whenOf(at: Date, timeZone: string): TicketWhen {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("fr-FR", {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone,
    });
    formatters.set(timeZone, format);
  }
  return { iso: at.toISOString(), label: format.format(at) };
}

const isoDayIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone,
  }).format(at);

export type TicketViewer = "team" | "requester";

const FINAL: readonly TicketStatus[] = ["closed", "cancelled"];

export function ticketPageView(
  detail: TicketDetail,
  policy: HelpdeskPolicy,
  viewer: TicketViewer,
  now: Date,
): Omit<TicketPageView, "assets"> {
  const t = detail.ticket;
  const zone = policy.calendar.timeZone;
  const when = (at: Date) => whenOf(at, zone);
  const status = t.status as TicketStatus;
  const open = !FINAL.includes(status);
  return {
    number: t.number,
    label: ticketNumberLabel(t.number),
    href: ticketPath(t.number),
    subject: t.subject,
    status,
    priority: t.priority as TicketPriority,
    type: t.type as TicketType,
    source: t.source as TicketSource,
    version: t.version,
    requester: detail.requester,
    assignee: t.assigneeId ? { id: t.assigneeId, name: detail.assigneeName ?? "—" } : null,
    category: detail.categoryName,
    categoryId: t.categoryId,
    tags: t.tags,
    satisfaction:
      t.satisfaction === "up" || t.satisfaction === "down"
        ? { vote: t.satisfaction, comment: t.satisfactionComment }
        : null,
    createdAt: when(t.createdAt),
    updatedAt: when(t.updatedAt),
    pending:
      status === "pending"
        ? {
            reason: t.pendingReason as PendingReason | null,
            followUp: t.followUpAt ? when(t.followUpAt) : null,
          }
        : null,
    sla: slaView(detail, policy, now, when),
    timeline: timelineOf(detail, viewer, when),
    open,
    manage:
      viewer === "team"
        ? {
            nextStatuses: [...TICKET_TRANSITIONS[status]],
            handlers: detail.handlers,
            categories: categoryLabels(detail.categories).map(({ id, label }) => ({ id, label })),
            canned: detail.canned.map(({ id, title, body }) => ({ id, title, body })),
            editable: open,
            today: isoDayIn(zone, now),
          }
        : null,
  };
}

function slaView(
  detail: TicketDetail,
  policy: HelpdeskPolicy,
  now: Date,
  when: (at: Date) => TicketWhen,
): TicketSlaView {
  const t = detail.ticket;
  const targets = policy.targets[t.priority as TicketPriority];
  const running = OPEN_STATUSES.includes(t.status as TicketStatus);
  const paused = running && t.slaRunningSince === null;
  const due = (at: Date | null) =>
    at ? { kind: "due" as const, at: when(at), late: at.getTime() <= now.getTime() } : null;
  const firstResponse = t.firstRespondedAt
    ? {
        kind: "done" as const,
        at: when(t.firstRespondedAt),
        late: (t.firstResponseMs ?? 0) >= targets.firstResponseMinutes * 60_000,
      }
    : paused
      ? { kind: "paused" as const }
      : (running && due(t.firstResponseDueAt)) || { kind: "none" as const };
  const resolution =
    t.resolvedAt && (t.status === "resolved" || t.status === "closed")
      ? {
          kind: "done" as const,
          at: when(t.resolvedAt),
          late: t.slaElapsedMs >= targets.resolutionMinutes * 60_000,
        }
      : paused
        ? { kind: "paused" as const }
        : (running && due(t.resolutionDueAt)) || { kind: "none" as const };
  return {
    state: t.sla,
    firstResponse,
    resolution,
    elapsedLabel: businessTimeLabel(elapsedNow(t, policy, now)),
  };
}

/** The mark an e-mail's sender check earns in the thread (decision 0064): none when it passed. */
const unchecked = (check: string | null) => (check === "fail" || check === "none" ? check : null);

function timelineOf(
  detail: TicketDetail,
  viewer: TicketViewer,
  when: (at: Date) => TicketWhen,
): TicketTimelineItem[] {
  const number = detail.ticket.number;
  const filesOf = (entryId: string | null): TicketAttachmentView[] =>
    detail.attachments
      .filter((a) => a.entryId === entryId)
      .map((a) => ({
        id: a.id,
        filename: a.filename,
        sizeLabel: fileSizeLabel(a.size),
        href: attachmentPath(number, a.id),
      }));
  const description: Extract<TicketTimelineItem, { kind: "message" }> = {
    kind: "message",
    id: "description",
    type: "description",
    author: detail.requester.name,
    body: detail.ticket.description,
    at: when(detail.ticket.createdAt),
    attachments: filesOf(null),
    senderCheck: null,
    fullBody: null,
  };
  const items: TicketTimelineItem[] = [];
  for (const entry of detail.entries) {
    if (entry.kind === "event") {
      const event = entry.event ?? {};
      items.push({
        kind: "event",
        id: entry.id,
        field: event.field ?? "",
        author: entry.authorName,
        from: event.from ?? null,
        to: event.to ?? null,
        at: when(entry.createdAt),
      });
      if (event.field === "created") {
        // A ticket opened by e-mail: the opening entry holds the check of the mail's sender.
        items.push({
          ...description,
          senderCheck: viewer === "team" ? unchecked(entry.senderCheck) : null,
        });
      }
      continue;
    }
    if (entry.kind === "note" && viewer !== "team") continue;
    items.push({
      kind: "message",
      id: entry.id,
      type:
        entry.kind === "note"
          ? "note"
          : entry.authorType === "requester"
            ? "requester-reply"
            : "reply",
      author: entry.authorName,
      body: entry.body,
      at: when(entry.createdAt),
      attachments: filesOf(entry.id),
      // The team's view only: the requester never sees the marks nor another copy of the text.
      senderCheck: viewer === "team" ? unchecked(entry.senderCheck) : null,
      fullBody: viewer === "team" ? entry.fullBody : null,
    });
  }
  if (!items.some((item) => item.id === "description")) items.unshift(description);
  return items;
}
