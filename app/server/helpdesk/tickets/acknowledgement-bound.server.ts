import type { Db } from "~/server/db/client.server";
import { mayMailVisitorText } from "~/server/platform/recipient-bound.server";
import type { NoticeQueue } from "./notifications.server";

/**
 * The queue for a post from outside (a portal form, an inbound e-mail) whose acknowledgement
 * repeats the sender's text to an address anyone can type or forge: at most 5 an hour per address
 * (decision 0085). Counted now, before the ticket's transaction (PGlite has one connection: no
 * other query may run inside it); beyond the bound the ticket is still opened, without the
 * acknowledgement, and the other notices (to the team) are kept.
 */
export async function boundedAcknowledgement(
  db: Db,
  queue: NoticeQueue,
  address: string,
): Promise<NoticeQueue> {
  const acknowledge = await mayMailVisitorText(db, address);
  return acknowledge ? queue : withoutAcknowledgement(queue);
}

/** `queue` without the acknowledgement to the requester (the other notices kept). */
export function withoutAcknowledgement(queue: NoticeQueue): NoticeQueue {
  return (tx, organizationId, notices, known) =>
    queue(
      tx,
      organizationId,
      notices.filter((notice) => notice.kind !== "created"),
      known,
    );
}
