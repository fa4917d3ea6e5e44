import {
  HELPDESK_LIMITS,
  PENDING_REASONS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TYPES,
  helpdeskErrors,
  type PendingReason,
  type TicketPriority,
  type TicketStatus,
  type TicketType,
} from "~/content/helpdesk";
import { ticketPageTexts } from "~/content/helpdesk-ticket";
import { ticketAssetTexts } from "~/content/inventory-asset";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { localInstant } from "./business-calendar.server";
import type { HelpdeskPolicy } from "../settings/helpdesk-settings.server";
import { textField } from "~/server/platform/form.server";
import { tagsOfText, type TicketDetailsChange } from "./ticket-details.server";
import type { StatusChange } from "./ticket-update.server";

// The fields of the ticket page's forms, read and checked before anything is written: a wrong
// field is a FieldError (400, its French message next to it), a missing version a 400.

const e = ticketPageTexts.errors;

/** A field's refusal (400), shown next to it; a WorkspaceError, so the tenant helper lets it through. */
export class FieldError extends WorkspaceError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(400, message);
    this.name = "FieldError";
  }
}

const FIELDS: Record<string, readonly string[]> = {
  reply: ["body", "kind", "cannedId"],
  insert: ["body", "kind", "cannedId"],
  properties: [
    "to",
    "pendingReason",
    "followUp",
    "assigneeId",
    "priority",
    "type",
    "categoryId",
    "tags",
  ],
  "link-asset": ["asset"],
};

/** The text fields of `intent`'s form, sent back with a refusal so that nothing typed is lost. */
export function valuesOf(intent: string, form: FormData): Record<string, string> {
  return Object.fromEntries((FIELDS[intent] ?? []).map((name) => [name, textField(form, name)]));
}

export interface ReplyInput {
  kind: "reply" | "note";
  body: string;
}

export function parseReply(form: FormData): ReplyInput {
  const kind = textField(form, "kind") || "reply";
  if (kind !== "reply" && kind !== "note") throw new FieldError("kind", e.kind);
  const body = textField(form, "body").replace(/\r\n?/g, "\n");
  if (body.includes("\u0000")) throw new WorkspaceError(400, helpdeskErrors.invalid);
  if (!body.trim()) throw new FieldError("body", e.bodyRequired);
  if ([...body].length > HELPDESK_LIMITS.reply) {
    throw new FieldError("body", e.bodyTooLong(HELPDESK_LIMITS.reply));
  }
  return { kind, body: body.trim() };
}

/** 'Lier un équipement': the tag or serial typed, trimmed (400 when empty). */
export function parseAssetRef(form: FormData): string {
  const typed = textField(form, "asset").trim();
  if (!typed) throw new FieldError("asset", ticketAssetTexts.errors.required);
  return typed;
}

function versionOf(form: FormData): number {
  const raw = textField(form, "version");
  if (!/^\d{1,9}$/.test(raw)) throw new WorkspaceError(400, e.version);
  return Number(raw);
}

const oneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * 'Propriétés': one form for the ticket's status, assignee, priority, type, category and tags. A
 * field left out of the post is left as it is (the form of a closed ticket has the status only);
 * an empty `to` keeps the status.
 */
export interface PropertiesChange {
  version: number;
  status: ((policy: HelpdeskPolicy, now: Date) => StatusChange) | null;
  assigneeId?: string | null;
  priority?: TicketPriority;
  details?: TicketDetailsChange;
}

export type TicketChange = ({ intent: "properties" } & PropertiesChange) | { intent: "renew-link" };

export function parseChange(intent: string, form: FormData): TicketChange {
  if (intent === "renew-link") return { intent };
  const version = versionOf(form);
  const change: TicketChange = { intent: "properties", version, status: parseStatus(form) };
  if (form.has("assigneeId")) {
    const id = textField(form, "assigneeId");
    if (id.length > 64) throw new FieldError("assigneeId", e.assignee);
    change.assigneeId = id || null;
  }
  if (form.has("priority")) {
    const priority = textField(form, "priority");
    if (!oneOf(TICKET_PRIORITIES, priority)) throw new FieldError("priority", e.priority);
    change.priority = priority;
  }
  if (form.has("type")) change.details = parseDetails(form);
  return change;
}

function parseStatus(form: FormData): PropertiesChange["status"] {
  const to = textField(form, "to");
  if (to === "") return null;
  if (!oneOf<TicketStatus>(TICKET_STATUSES, to)) throw new FieldError("to", e.status);
  const reason = textField(form, "pendingReason");
  const followUp = textField(form, "followUp").trim();
  if (to === "pending" && !oneOf<PendingReason>(PENDING_REASONS, reason)) {
    throw new FieldError("pendingReason", helpdeskErrors.pendingReason);
  }
  return (policy, now) => {
    if (to !== "pending") return { to };
    return {
      to,
      pendingReason: reason as PendingReason,
      followUpAt: followUp ? followUpAt(followUp, policy, now) : null,
    };
  };
}

function parseDetails(form: FormData): TicketDetailsChange {
  const type = textField(form, "type");
  if (!oneOf<TicketType>(TICKET_TYPES, type)) throw new FieldError("type", e.type);
  const categoryId = textField(form, "categoryId");
  if (categoryId.length > 64) throw new FieldError("categoryId", e.category);
  try {
    return { type, categoryId: categoryId || null, tags: tagsOfText(textField(form, "tags")) };
  } catch (error) {
    if (error instanceof WorkspaceError) throw new FieldError("tags", error.message);
    throw error;
  }
}

/** A follow-up day ("YYYY-MM-DD", today or later in the workspace's zone) at its opening time. */
function followUpAt(day: string, policy: HelpdeskPolicy, now: Date): Date {
  const { timeZone, start } = policy.calendar;
  const endOfDay = localInstant(timeZone, day, "24:00");
  if (Number.isNaN(endOfDay.getTime()) || endOfDay.getTime() <= now.getTime()) {
    throw new FieldError("followUp", e.followUp);
  }
  return localInstant(timeZone, day, start);
}
