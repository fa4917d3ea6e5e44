import { z } from "zod";
import {
  HELPDESK_LIMITS,
  PENDING_REASONS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TYPES,
  type PendingReason,
  type TicketPriority,
  type TicketStatus,
} from "~/content/helpdesk";
import { newTicketTexts } from "~/content/helpdesk-queue";
import { hasControlCharacters } from "~/lib/text-controls";
import { DASHBOARD_SOURCES, type NewTicketField } from "./helpdesk-queue";

// The schemas of the helpdesk queue's forms (server only: the pages import ./helpdesk-queue.ts).
// Lengths are counted in characters (code points), not UTF-16 units. Text is stored as sent
// (HTML and SQL-like strings included: always escaped on output, parameterised queries only);
// control characters are refused, and line breaks in the subject, which goes into mail headers.

const e = newTicketTexts.errors;
const chars = (value: string) => [...value].length;
/** In a text of several lines: control characters but tab and line breaks (NUL, ESC, DEL…). */
const CONTROL_IN_TEXT = /(?![\t\n\r])\p{Cc}/u;
/** Account ids: better-auth's 32 letters and digits (UUIDs for accounts made by scripts). */
const ACCOUNT_ID = /^[A-Za-z0-9-]{1,64}$/;

const text = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine((v) => chars(v) <= max, { error: tooLong })
    .refine((v) => !CONTROL_IN_TEXT.test(v), { error: e.controlCharacters });

const choice = <T extends string>(values: readonly [T, ...T[]]) =>
  z.enum(values, { error: e.choice });
/** An optional choice: "" is "not chosen". */
const optional = <S extends z.ZodType>(schema: S, error: string) =>
  z.union([z.literal("").transform(() => undefined), schema], { error });

const newTicketSchema = z.object({
  subject: text(
    e.subjectRequired,
    HELPDESK_LIMITS.subject,
    e.subjectTooLong(HELPDESK_LIMITS.subject),
  )
    .refine((v) => !/[\r\n\u2028\u2029]/.test(v), { error: e.oneLine })
    .refine((v) => !hasControlCharacters(v), { error: e.controlCharacters }),
  description: text(
    e.descriptionRequired,
    HELPDESK_LIMITS.description,
    e.descriptionTooLong(HELPDESK_LIMITS.description),
  ),
  requesterEmail: z
    .string({ error: e.emailRequired })
    .trim()
    .min(1, { error: e.emailRequired })
    .refine((v) => chars(v) <= HELPDESK_LIMITS.email, { error: e.emailInvalid })
    .pipe(z.email({ error: e.emailInvalid })),
  requesterName: z
    .string()
    .trim()
    .refine((v) => chars(v) <= HELPDESK_LIMITS.name, { error: e.nameTooLong(HELPDESK_LIMITS.name) })
    .refine((v) => !hasControlCharacters(v), { error: e.controlCharacters }),
  type: choice(TICKET_TYPES),
  categoryId: optional(z.uuid({ error: e.category }), e.category),
  priority: optional(choice(TICKET_PRIORITIES), e.choice),
  assigneeId: optional(z.string().regex(ACCOUNT_ID, { error: e.choice }), e.choice),
  source: choice(DASHBOARD_SOURCES),
});

export type NewTicketInput = z.infer<typeof newTicketSchema>;

/** Validates the form's values; on failure, the first message of each field. */
export function parseNewTicket(
  values: Record<NewTicketField, string>,
):
  | { ok: true; input: NewTicketInput }
  | { ok: false; fieldErrors: Partial<Record<NewTicketField, string>> } {
  const result = newTicketSchema.safeParse(values);
  if (result.success) return { ok: true, input: result.data };
  const fieldErrors: Partial<Record<NewTicketField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as NewTicketField;
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}

/**
 * The bulk action's `operation`: one select, so that it works without JavaScript:
 * `assign:<account id>`, `assign:none`, `status:<status>`, `status:pending:<reason>`,
 * `priority:<priority>`. 'Nouveau' is never a target: no transition leads back to it.
 */
export type BulkOperation =
  | { kind: "assign"; assigneeId: string | null }
  | { kind: "status"; status: TicketStatus; reason: PendingReason | null }
  | { kind: "priority"; priority: TicketPriority };

const OPERATION = new RegExp(
  [
    `^assign:(${ACCOUNT_ID.source.slice(1, -1)})$`,
    `^status:(pending):(${PENDING_REASONS.join("|")})$`,
    `^status:(${TICKET_STATUSES.filter((s) => s !== "pending" && s !== "new").join("|")})$`,
    `^priority:(${TICKET_PRIORITIES.join("|")})$`,
  ].join("|"),
);

const operationSchema = z
  .string()
  .regex(OPERATION)
  .transform((value): BulkOperation => {
    const [kind, first, second] = value.split(":") as [string, string, string | undefined];
    if (kind === "assign") return { kind, assigneeId: first === "none" ? null : first };
    if (kind === "priority") return { kind, priority: first as TicketPriority };
    return {
      kind: "status",
      status: first as TicketStatus,
      reason: (second as PendingReason) ?? null,
    };
  });

/** The operation of the select's value, or null when it is not one of the list. */
export function parseBulkOperation(value: string): BulkOperation | null {
  const result = operationSchema.safeParse(value);
  return result.success ? result.data : null;
}
