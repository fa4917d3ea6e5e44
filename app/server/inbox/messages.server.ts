import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { INBOX_PAGE_SIZE } from "~/content/inbox";
import type { InboxFilter, InboxQuery } from "~/contracts/inbox-query";
import type { Db } from "~/server/db/client.server";
import { contactMessage } from "~/server/db/schema.server";
import { searchCondition } from "./search.server";
import type { InboxCounts, InboxRow, MessageView } from "~/contracts/inbox-views";
import { UUID } from "~/lib/uuid";

// The staff inbox's queries on `contact_message`. Every value is a bound parameter. The rows are
// typed with the content's `InboxStatus`, so the compiler checks it matches the table's statuses.

const c = contactMessage;

/** How much of the message a row of the list carries. */
const PREVIEW_CHARS = 160;

export const isMessageId = (id: string | undefined): id is string => !!id && UUID.test(id);

// The row shapes are the pages' contract (app/contracts/inbox-views.ts), so the two cannot drift.
type InboxListItem = InboxRow;
export type InboxMessage = MessageView;

export interface InboxPage {
  items: InboxListItem[];
  counts: InboxCounts;
  /** Messages matching the filter and the search (all pages). */
  total: number;
  /** The page shown: the one asked for, at most the last one. */
  page: number;
  pageCount: number;
}

const messageColumns = {
  id: c.id,
  fullName: c.fullName,
  email: c.email,
  subject: c.subject,
  message: c.message,
  createdAt: c.createdAt,
  status: c.status,
  handledAt: c.handledAt,
  mailStatus: c.mailStatus,
  mailAttempts: c.mailAttempts,
  mailLastError: c.mailLastError,
};

const statusCondition = (filter: InboxFilter): SQL | undefined =>
  filter === "all" ? undefined : eq(c.status, filter);

const newestFirst = [desc(c.createdAt), desc(c.id)];

/** The number of messages of each status matching the search (the filter's badges). */
export async function countMessages(db: Db, q: string): Promise<InboxCounts> {
  const rows = await db
    .select({ status: c.status, n: count() })
    .from(c)
    .where(searchCondition(q))
    .groupBy(c.status);
  const counts: InboxCounts = { all: 0, new: 0, read: 0, handled: 0 };
  for (const row of rows) {
    counts[row.status] = Number(row.n);
    counts.all += Number(row.n);
  }
  return counts;
}

/** One page of the list, newest first, for a filter and a search. */
export async function listMessages(
  db: Db,
  query: InboxQuery,
  pageSize: number = INBOX_PAGE_SIZE,
): Promise<InboxPage> {
  const counts = await countMessages(db, query.q);
  const total = counts[query.filter];
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, query.page), pageCount);
  const items = await db
    .select({
      id: c.id,
      fullName: c.fullName,
      email: c.email,
      subject: c.subject,
      preview: sql<string>`left(${c.message}, ${PREVIEW_CHARS})`,
      createdAt: c.createdAt,
      status: c.status,
      mailStatus: c.mailStatus,
      kind: c.kind,
    })
    .from(c)
    .where(and(statusCondition(query.filter), searchCondition(query.q)))
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items, counts, total, page, pageCount };
}

/** The CSV export, first step: the ids of every message of a filter and a search, newest first. */
export async function exportMessageIds(
  db: Db,
  query: Pick<InboxQuery, "filter" | "q">,
): Promise<string[]> {
  const rows = await db
    .select({ id: c.id })
    .from(c)
    .where(and(statusCondition(query.filter), searchCondition(query.q)))
    .orderBy(...newestFirst);
  return rows.map((row) => row.id);
}

/** The export's messages of `ids` (in any order: the caller puts them back in the ids' order). */
export async function messagesByIds(db: Db, ids: readonly string[]): Promise<InboxMessage[]> {
  if (ids.length === 0) return [];
  return db
    .select(messageColumns)
    .from(c)
    .where(inArray(c.id, [...ids]));
}

/**
 * One message for its page, or null (unknown or malformed id). Opening a `new` message marks it
 * `read`, in the same statement that reads it.
 */
export async function openMessage(db: Db, id: string): Promise<InboxMessage | null> {
  if (!isMessageId(id)) return null;
  const [opened] = await db
    .update(c)
    .set({ status: "read" })
    .where(and(eq(c.id, id), eq(c.status, "new")))
    .returning(messageColumns);
  if (opened) return opened;
  const [row] = await db.select(messageColumns).from(c).where(eq(c.id, id));
  return row ?? null;
}

/**
 * Marks a message handled; a second click keeps the first `handledAt`. False when there is no
 * such message.
 */
export async function markHandled(db: Db, id: string, now: Date = new Date()): Promise<boolean> {
  if (!isMessageId(id)) return false;
  const rows = await db
    .update(c)
    .set({
      status: "handled",
      handledAt: sql`coalesce(${c.handledAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(c.id, id))
    .returning({ id: c.id });
  return rows.length > 0;
}

/** 'Rouvrir': a handled message goes back to `read` and loses its `handledAt`. */
export async function reopenMessage(db: Db, id: string): Promise<boolean> {
  if (!isMessageId(id)) return false;
  const rows = await db
    .update(c)
    .set({ status: "read", handledAt: null })
    .where(eq(c.id, id))
    .returning({ id: c.id });
  return rows.length > 0;
}

/**
 * 'Réessayer l'envoi': a message whose staff e-mail failed goes back to the outbox queue, due now,
 * with its attempts counted afresh (the last error stays until the next attempt). Only a `failed`
 * row changes: a second click, or a row the outbox is working on, is left alone. False when there
 * is no such message.
 */
export async function retryMail(db: Db, id: string, now: Date = new Date()): Promise<boolean> {
  if (!isMessageId(id)) return false;
  await db
    .update(c)
    .set({ mailStatus: "pending", mailAttempts: 0, mailNextAttemptAt: now, mailLockedUntil: null })
    .where(and(eq(c.id, id), eq(c.mailStatus, "failed")));
  const [row] = await db.select({ id: c.id }).from(c).where(eq(c.id, id));
  return row !== undefined;
}
