import type { InboxStatus } from "~/content/inbox";
import type { InboxQuery } from "~/content/inbox-query";

// The shapes the inbox pages render (the loaders' data, see app/server/inbox/).

export interface InboxRow {
  id: string;
  fullName: string;
  email: string;
  subject: string;
  preview: string;
  createdAt: Date;
  status: InboxStatus;
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
}
