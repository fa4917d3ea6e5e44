import { AUDIT_ACTIONS, auditActionLabels, type AuditAction } from "~/content/audit";
import { journalDetailLabels } from "~/content/journal";
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

export const actionLabelOf = (action: string) =>
  isAuditAction(action) ? auditActionLabels[action] : action;

/** A stored value in French: role and plan ids become their names; anything else as stored. */
function valueOf(value: string): string {
  if (isWorkspaceRole(value)) return roleLabels[value];
  return plans.find((p) => p.id === value)?.name ?? value;
}

/** `{ from, to }` → 'A → B'; other keys → 'Libellé : valeur', joined with ' · '. */
function describeDetails(details: Record<string, unknown>): string {
  const parts: string[] = [];
  const { from, to, ...rest } = details;
  if (typeof from === "string" && typeof to === "string") {
    parts.push(`${valueOf(from)} → ${valueOf(to)}`);
  } else if (typeof to === "string") {
    parts.push(`→ ${valueOf(to)}`);
  }
  for (const [key, value] of Object.entries(rest)) {
    if (typeof value !== "string" && typeof value !== "number") continue;
    parts.push(`${journalDetailLabels[key] ?? key}\u00a0: ${valueOf(String(value))}`);
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

export function journalEntryView(row: StoredEntry): JournalEntryView {
  return {
    id: row.id,
    at: row.createdAt,
    actorName: row.actorName,
    actorEmail: row.actorEmail,
    action: row.action,
    actionLabel: actionLabelOf(row.action),
    target: row.target ?? "",
    details: describeDetails(row.details),
  };
}
