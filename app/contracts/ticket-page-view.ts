import type { ContributedPanel } from "~/lib/module-contributions";
import type {
  PendingReason,
  SlaStateLabel,
  TicketPriority,
  TicketSource,
  TicketStatus,
  TicketType,
} from "~/content/helpdesk";

// What a ticket's page (/dashboard/helpdesk/:number) shows: built by
// app/server/helpdesk/tickets/ticket-page-view.server.ts, rendered by app/features/helpdesk/ticket-*.tsx.
// Dates come formatted in French in the workspace's time zone, so that the server's HTML and the
// browser's hydration agree.

/** An instant: ISO for `<time dateTime>`, and its French label. */
export interface TicketWhen {
  iso: string;
  label: string;
}

export interface TicketAttachmentView {
  id: string;
  filename: string;
  sizeLabel: string;
  href: string;
}

export type TicketTimelineItem =
  | {
      kind: "message";
      id: string;
      /** The description opens the thread as the requester's first message. */
      type: "description" | "reply" | "requester-reply" | "note";
      author: string;
      body: string;
      at: TicketWhen;
      attachments: TicketAttachmentView[];
      /** An e-mail the receiving server did not authenticate ('fail') or did not check ('none'). */
      senderCheck: "fail" | "none" | null;
      /** An e-mail's whole text (quoted history, signature) when `body` shows less. */
      fullBody: string | null;
    }
  | {
      kind: "event";
      id: string;
      field: string;
      author: string;
      from: string | null;
      to: string | null;
      at: TicketWhen;
    };

export interface TicketSlaView {
  state: SlaStateLabel | null;
  /** Due date, the date it was met, or paused/none. */
  firstResponse:
    { kind: "due" | "done"; at: TicketWhen; late: boolean } | { kind: "paused" | "none" };
  resolution: { kind: "due" | "done"; at: TicketWhen; late: boolean } | { kind: "paused" | "none" };
  /** Business time counted so far ("3 h 05 min"). */
  elapsedLabel: string;
}

/** What only the helpdesk team (ticket.handle) gets: the forms that change the ticket. */
export interface TicketManageView {
  nextStatuses: TicketStatus[];
  handlers: { id: string; name: string }[];
  /** The workspace's categories, sub-categories labelled "Parent › Enfant". */
  categories: { id: string; label: string }[];
  canned: { id: string; title: string; body: string }[];
  /** Priority, assignee and details can still change (not closed or cancelled). */
  editable: boolean;
  /** Today in the workspace's zone ("YYYY-MM-DD"): the earliest follow-up date. */
  today: string;
}

export interface TicketPageView {
  number: number;
  label: string;
  href: string;
  subject: string;
  status: TicketStatus;
  priority: TicketPriority;
  type: TicketType;
  source: TicketSource;
  version: number;
  requester: { name: string; email: string };
  assignee: { id: string; name: string } | null;
  category: string | null;
  categoryId: string | null;
  tags: string[];
  createdAt: TicketWhen;
  updatedAt: TicketWhen;
  pending: { reason: PendingReason | null; followUp: TicketWhen | null } | null;
  sla: TicketSlaView;
  timeline: TicketTimelineItem[];
  /** Replies are still possible (not closed or cancelled). */
  open: boolean;
  /** null: the viewer is the requester (a Membre), who may only reply publicly. */
  manage: TicketManageView | null;
  /** The assets the ticket is about ('Équipements concernés', issue 16). */
  assets: TicketAssetLink[];
  /** What other modules add to the page ('Procédures liées'), decision 0083. */
  panels?: ContributedPanel[];
  /** The requester's satisfaction vote after resolution, and its comment; null before any. */
  satisfaction: { vote: "up" | "down"; comment: string | null } | null;
}

export interface TicketAssetLink {
  id: string;
  tag: string;
  name: string;
  href: string;
}

/**
 * What a form of the ticket page gets back when it does not redirect: a refusal (French message,
 * fields' errors, the input kept) or, for 'Insérer' without JavaScript, the reply with the canned
 * text added. `stale`: the ticket changed since the page was shown ('Recharger').
 */
export interface TicketFormResult {
  intent: string;
  status: number;
  formError?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  stale?: boolean;
}

/** A canned reply added to the message: after what is already written, after a blank line. */
export function withCanned(current: string, text: string): string {
  return current.trim() ? `${current.trimEnd()}\n\n${text}` : text;
}
