import { and, eq } from "drizzle-orm";
import { HELPDESK_LIMITS, helpdeskErrors } from "~/content/helpdesk";
import { ticket, ticketAttachment } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { UUID } from "~/lib/uuid";
import { checkedFiles, type UploadedFile } from "~/server/platform/uploaded-files.server";

export {
  attachmentResponse,
  sniffType,
  type UploadedFile,
} from "~/server/platform/uploaded-files.server";

// Attachments of tickets (dashboard replies, the portal, inbound e-mail): at most 3 files of
// 5 MB, checked by the platform's rules (uploaded-files.server.ts: the type sniffed from the
// bytes, never trusted from the browser or the mail), stored in the database with the ticket.

/** The files of a multipart form field (`pieces`), checked and sniffed (413, 415 in French). */
export const filesOfForm = (form: FormData, field = "pieces"): Promise<UploadedFile[]> =>
  checkedFiles(form, field, {
    count: HELPDESK_LIMITS.attachments,
    bytes: HELPDESK_LIMITS.attachmentBytes,
    tooLarge: helpdeskErrors.tooLarge,
    badType: helpdeskErrors.attachmentType,
  });

export async function storeAttachments(
  tx: TenantTx,
  ticketId: string,
  entryId: string | null,
  files: UploadedFile[],
) {
  if (files.length === 0) return;
  await tx.insert(ticketAttachment).values(
    files.map((f) => ({
      ticketId,
      entryId,
      filename: f.filename,
      contentType: f.contentType,
      size: f.content.length,
      content: f.content,
    })),
  );
}

/** An attachment of ticket `number` in this workspace, or null (404). */
export async function attachmentOf(tx: TenantTx, number: number, id: string) {
  if (!UUID.test(id) || !Number.isSafeInteger(number) || number < 1 || number > 2_147_483_647) {
    return null;
  }
  const [row] = await tx
    .select({
      filename: ticketAttachment.filename,
      contentType: ticketAttachment.contentType,
      content: ticketAttachment.content,
    })
    .from(ticketAttachment)
    .innerJoin(ticket, eq(ticket.id, ticketAttachment.ticketId))
    .where(and(eq(ticketAttachment.id, id), eq(ticket.number, number)));
  return row ?? null;
}
