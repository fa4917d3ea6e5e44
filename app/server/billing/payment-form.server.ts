import { z } from "zod";
import { parseAmount } from "~/contracts/money";
import { paymentTexts as t, RECEIPT_SCAN_BYTES } from "~/content/billing-staff-forms";
import { hasControlCharacters } from "~/lib/text-controls";
import { UUID } from "~/lib/uuid";
import { textField } from "~/server/platform/form.server";
import { parseFields } from "~/server/platform/field-parse.server";
import { WorkspaceError } from "~/server/platform/refusal.server";
import { checkedFiles } from "~/server/platform/uploaded-files.server";
import type { UploadRoute } from "~/server/platform/upload-limits.server";
import { CURRENCIES, PAYMENT_METHODS } from "./schema.server";
import type { PaymentInput } from "./payments.server";

// 'Enregistrer un paiement': the posted form read into a payment, or a French refusal naming each
// wrong field (the input is kept by the page). The scan: one PDF or image, 8 Mo at most, its
// type sniffed from its bytes.

/** The payment form's body: a receipt scan and the fields (staff only, signed in). */
export const BILLING_STAFF_UPLOADS: readonly UploadRoute[] = [
  {
    path: /^\/dashboard\/facturation\/clients\/[^/]+$/,
    limit: RECEIPT_SCAN_BYTES + 64 * 1024,
    tooLarge: t.errors.scanTooLarge,
    who: "signed-in",
  },
];

const SCAN_TYPES = new Set(["application/pdf", "image/jpeg", "image/png", "image/webp"]);

/** A real day (no 31 November), from 2020 to `today`. */
export const isDayUpTo = (value: string, today: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < "2020-01-01" || value > today) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export async function readPayment(
  form: FormData,
  organizationId: string,
  today: string,
): Promise<PaymentInput> {
  const schema = z
    .object({
      invoice: z.string().regex(UUID, t.errors.invoice),
      method: z.enum(PAYMENT_METHODS, { error: t.errors.method }),
      reference: z
        .string()
        .trim()
        .min(1, t.errors.reference)
        .max(100, t.errors.reference)
        .refine((v) => !hasControlCharacters(v), t.errors.reference),
      currency: z.enum(CURRENCIES, { error: t.errors.currency }),
      receivedOn: z.string().refine((v) => isDayUpTo(v, today), t.errors.receivedOn),
      amount: z.string(),
    })
    .transform((v, ctx) => {
      const amountMinor = parseAmount(v.amount, v.currency);
      if (amountMinor === null) {
        ctx.addIssue({ code: "custom", path: ["amount"], message: t.errors.amount });
        return z.NEVER;
      }
      return { ...v, amountMinor };
    });
  const fields = Object.fromEntries(
    ["invoice", "method", "reference", "currency", "receivedOn", "amount"].map((name) => [
      name,
      textField(form, name),
    ]),
  );
  const parsed = parseFields(schema, fields, t.errors.check);
  const [scan] = await checkedFiles(form, "scan", {
    count: 1,
    bytes: RECEIPT_SCAN_BYTES,
    tooLarge: t.errors.scanTooLarge,
    badType: t.errors.scanType,
  });
  if (scan && !SCAN_TYPES.has(scan.contentType)) throw new WorkspaceError(415, t.errors.scanType);
  return {
    organizationId,
    invoiceId: parsed.invoice,
    method: parsed.method,
    reference: parsed.reference,
    currency: parsed.currency,
    amountMinor: parsed.amountMinor,
    receivedOn: parsed.receivedOn,
    scan: scan ?? null,
  };
}
