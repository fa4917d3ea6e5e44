import type { PortalRequest } from "~/contracts/helpdesk-portal-schema";
import { fallbackIdempotencyKey } from "~/server/platform/idempotency.server";
import { CONTACT_RATE_LIMIT } from "~/server/platform/rate-limit.server";
import type { Db } from "~/server/db/client.server";
import { windowHits } from "~/server/platform/fixed-window.server";
import {
  recipientBoundKey,
  RECIPIENT_MAIL_LIMIT,
  warnBoundReached,
} from "~/server/platform/recipient-bound.server";
import { ruleReads } from "~/server/platform/ticket-hooks.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { storeAttachments, type UploadedFile } from "../tickets/attachments.server";
import { portalEntryKey, storedOrPolicy, ticketOfEntryKey } from "../tickets/channel-dedup.server";
import type { PortalWorkspace } from "./portal-workspace.server";
import type { NoticeQueue } from "../tickets/notifications.server";
import { withoutAcknowledgement } from "../tickets/acknowledgement-bound.server";
import type { HelpdeskContext } from "../tickets/ticket-core.server";
import { createTicket } from "../tickets/ticket-create.server";

// A portal post, once checked (portal-page.server.ts), made a ticket: the contact form's rate
// limit (5 posts a minute per client, in the shared rate_limit table) and its idempotency (one
// ticket per key) with the requester as the actor; its e-mails are queued in the same transaction
// (a replay finds them committed with the ticket: decision 0076), sent once it commits (`sent`).
// The acknowledgement repeats the visitor's text to the address typed: at most 5 an hour per
// address (decision 0085), counted in the same statement as the client's rate (decision 0106).

const nothing = () => {};
/** A portal post has no category: its channel's rule is read with the key (decision 0112). */
const PORTAL_RULE = { categoryId: null, source: "portal" } as const;

/**
 * Opens the ticket of a checked post, once per idempotency key (the browser's, or one derived
 * from the client, the text and a ten-minute window), within the client's rate limit; a repeat of
 * a stored post gets its number, even over the limit.
 */
export async function openPortalTicket(
  db: Db,
  workspace: PortalWorkspace,
  post: { request: PortalRequest; key: string; files: UploadedFile[]; ipHash: string },
  queue: NoticeQueue,
): Promise<{ number: number; sent: () => void } | { retryAfter: number }> {
  const { request, ipHash } = post;
  const now = new Date();
  const message = {
    fullName: request.name,
    email: request.email,
    subject: request.subject,
    message: request.description,
  };
  const key = portalEntryKey(post.key || fallbackIdempotencyKey(ipHash, message, now));
  const client = `portal:${ipHash}`;
  const recipient = recipientBoundKey(request.email);
  const hits = windowHits(
    db,
    [
      { key: client, limit: CONTACT_RATE_LIMIT },
      { key: recipient, limit: RECIPIENT_MAIL_LIMIT },
    ],
    now,
  );
  const requester = { name: request.name, email: request.email };
  // One transaction: entering the workspace counts the post (the client's rate limit and the
  // acknowledgement's recipient) and takes the key's lock; then one statement finds the key's
  // ticket or else reads the policy, and one more takes the next number and writes the ticket
  // (ticket-create.server.ts). Over the limit, only the lookup.
  return inTenant(
    db,
    workspace.id,
    async (tx, counts) => {
      const verdict = hits.verdict(client, counts);
      if (!verdict.allowed) {
        const stored = await ticketOfEntryKey(tx, key);
        return stored
          ? { number: stored.number, sent: nothing }
          : { retryAfter: verdict.retryAfter };
      }
      const claim = await storedOrPolicy(tx, key, ruleReads(PORTAL_RULE));
      if (claim.stored) return { number: claim.stored.number, sent: nothing };
      const ctx: HelpdeskContext = {
        tx,
        actor: { id: null, ...requester, type: "requester" },
        now,
        policy: claim.policy,
        notices: [],
      };
      const created = await createTicket(ctx, {
        subject: request.subject,
        description: request.description,
        requester,
        source: PORTAL_RULE.source,
        messageId: key,
        rules: claim.rules,
      });
      await storeAttachments(tx, created.id, null, post.files);
      const acknowledge = hits.verdict(recipient, counts).allowed;
      if (!acknowledge) warnBoundReached();
      const bounded = acknowledge ? queue : withoutAcknowledgement(queue);
      const sent = await bounded(tx, workspace.id, ctx.notices, {
        workspace,
        tickets: [created.facts],
      });
      return { number: created.number, sent };
    },
    { lock: key, admission: hits.statement },
  );
}
