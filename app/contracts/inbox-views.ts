import type { InboxStatus, MailDeliveryStatus } from "~/content/inbox";
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
}

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
