import { AUDIT_ACTIONS, auditActionLabels, type AuditAction } from "~/content/audit";
import {
  JOURNAL_CHANGE_KEYS,
  JOURNAL_HIDDEN_DETAILS,
  journalDetailLabels,
} from "~/content/journal";
import { invoiceStatusLabels } from "~/content/billing";
import { ticketNumberLabel } from "~/content/helpdesk";
import { taskPriorityLabels } from "~/content/project-management";
import { formatDateCompact } from "~/lib/date-time";
import { plans } from "~/content/plans";
import { roleLabels } from "~/content/workspaces";
import { isWorkspaceRole } from "./workspace-roles";

// A journal entry as the page and the CSV show it: the action's French label and its details in
// one line ('Membre → Technicien', 'Formule : Premium').

export interface JournalEntryView {
  id: string;
  at: Date;
  actorName: string;
  actorEmail: string | null;
  action: string;
  actionLabel: string;
  target: string;
  details: string;
}

const isAuditAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/** The action's French label: audit.ts's, else a module's (`moduleLabels`), else as stored. */
export const actionLabelOf = (action: string, moduleLabels: Record<string, string> = {}) =>
  isAuditAction(action) ? auditActionLabels[action] : (moduleLabels[action] ?? action);

/** A stored value in French: role and plan ids become their names; anything else as stored. */
function valueOf(value: string): string {
  if (isWorkspaceRole(value)) return roleLabels[value];
  return plans.find((p) => p.id === value)?.name ?? value;
}

/** Stored values that are ids, by key: their French words. */
const VALUE_WORDS: Record<string, Record<string, string>> = {
  invoiceStatus: invoiceStatusLabels,
  priority: taskPriorityLabels,
};

/** A date or a date-time as the server writes them (`2026-12-09`, `2026-12-12T09:00:00.000Z`). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/;

/** A detail's value in French: a date as a French date, an id as its word. */
function detailValue(key: string, value: string): string {
  if (ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))) {
    return formatDateCompact(new Date(value));
  }
  // A ticket is written by its number ('12'): shown as the queue shows it.
  if (key === "ticket" && /^\d+$/.test(value)) return ticketNumberLabel(Number(value));
  return VALUE_WORDS[key]?.[value] ?? valueOf(value);
}

/** Where a key's part goes in the line: the labels' order, unknown keys last. */
const LABEL_ORDER = new Map(Object.keys(journalDetailLabels).map((key, i) => [key, i]));
const orderOf = (key: string) => LABEL_ORDER.get(key) ?? LABEL_ORDER.size;

const firstOf = (details: Record<string, unknown>, keys: readonly string[]) =>
  keys.map((k) => details[k]).find((v) => typeof v === "string");

/**
 * `{ from, to }` → 'A → B'; other keys → 'Libellé : valeur', joined with ' · '. A key the
 * labels do not know is shown as written, its first letter capitalised (a field's French name).
 */
function describeDetails(details: Record<string, unknown>): string {
  const parts: string[] = [];
  const from = firstOf(details, JOURNAL_CHANGE_KEYS.from);
  const to = firstOf(details, JOURNAL_CHANGE_KEYS.to);
  if (typeof from === "string" && typeof to === "string") {
    parts.push(`${valueOf(from)} → ${valueOf(to)}`);
  } else if (typeof to === "string") {
    parts.push(`→ ${valueOf(to)}`);
  }
  const skipped = new Set<string>([
    ...JOURNAL_CHANGE_KEYS.from,
    ...JOURNAL_CHANGE_KEYS.to,
    ...JOURNAL_HIDDEN_DETAILS,
  ]);
  const entries = Object.entries(details).sort(([a], [b]) => orderOf(a) - orderOf(b));
  for (const [key, value] of entries) {
    if (skipped.has(key)) continue;
    if (typeof value !== "string" && typeof value !== "number") continue;
    const label =
      journalDetailLabels[key] ?? key.charAt(0).toLocaleUpperCase("fr-FR") + key.slice(1);
    parts.push(`${label}\u00a0: ${detailValue(key, String(value))}`);
  }
  return parts.join(" · ");
}

interface StoredEntry {
  id: string;
  createdAt: Date;
  actorName: string;
  actorEmail: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
}

export function journalEntryView(
  row: StoredEntry,
  moduleLabels: Record<string, string> = {},
): JournalEntryView {
  return {
    id: row.id,
    at: row.createdAt,
    actorName: row.actorName,
    actorEmail: row.actorEmail,
    action: row.action,
    actionLabel: actionLabelOf(row.action, moduleLabels),
    target: row.target ?? "",
    details: describeDetails(row.details),
  };
}
