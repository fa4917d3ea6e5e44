import type { InboxStatus, MailDeliveryStatus } from "~/content/inbox";
import type { PlanId } from "~/content/plans";
import type { InboxQuery } from "./inbox-query";

// The shapes the inbox pages render (the loaders' data, see app/server/inbox/).

export interface InboxRow {
  id: string;
  fullName: string;
  email: string;
  subject: string;
  preview: string;
  createdAt: Date;
  status: InboxStatus;
  mailStatus: MailDeliveryStatus;
  /** `plan_change`: a workspace's request for a plan (badge 'Changement de formule'). */
  kind: MessageKind;
}

export type MessageKind = "contact" | "plan_change";

export type InboxCounts = Record<"all" | InboxStatus, number>;

export interface InboxView {
  items: InboxRow[];
  counts: InboxCounts;
  total: number;
  page: number;
  pageCount: number;
  query: InboxQuery;
}

export interface MessageView {
  id: string;
  fullName: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
  status: InboxStatus;
  handledAt: Date | null;
  /** The staff e-mail: its status, the attempts made and the last error, if any. */
  mailStatus: MailDeliveryStatus;
  mailAttempts: number;
  mailLastError: string | null;
}

/** A plan-change request as its page shows it: what was asked, and the workspace now. */
export interface PlanChangeView {
  requestedPlan: PlanId;
  seats: number | null;
  /** Null once the workspace was deleted. */
  workspace: {
    name: string;
    slug: string;
    plan: PlanId;
    trialEndsAt: Date | null;
    /** The trial is over: the workspace is read-only. */
    readOnly: boolean;
    /** Sent back by staff's forms: an action applies only to the state the page showed. */
    state: string;
  } | null;
}
