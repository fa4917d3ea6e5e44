import { asc, inArray, sql } from "drizzle-orm";
import { nextKey } from "~/server/http/export-batches.server";
import type { JsonPart } from "~/server/http/json-stream.server";
import { listInBatches, type ExportScope } from "~/server/workspaces/export-scope.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { team, teamAbsence, teamMember, teamRule } from "./schema.server";

// The teams in 'Exporter les données': each team with its members, rules and settings; the
// absences in a part of their own. By id in batches.

async function teamsAfter(tx: TenantTx, after: string | null, size: number) {
  const rows = await tx
    .select()
    .from(team)
    .where(after ? sql`${team.id} > ${after}::uuid` : undefined)
    .orderBy(asc(team.id))
    .limit(size);
  const ids = rows.map((r) => r.id);
  const members = ids.length
    ? await tx.select().from(teamMember).where(inArray(teamMember.teamId, ids))
    : [];
  const rules = ids.length
    ? await tx.select().from(teamRule).where(inArray(teamRule.teamId, ids))
    : [];
  return {
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      leadId: r.leadId,
      rotation: r.rotation,
      escalationReassign: r.escalationReassign,
      hours: r.hours,
      members: members
        .filter((m) => m.teamId === r.id)
        .map((m) => ({ userId: m.userId, hours: m.hours })),
      rules: rules.filter((x) => x.teamId === r.id).map((x) => ({ kind: x.kind, key: x.key })),
      createdAt: r.createdAt.toISOString(),
    })),
    after: nextKey(rows, size, (r) => r.id),
  };
}

async function absencesAfter(tx: TenantTx, after: string | null, size: number) {
  const rows = await tx
    .select()
    .from(teamAbsence)
    .where(after ? sql`${teamAbsence.id} > ${after}::uuid` : undefined)
    .orderBy(asc(teamAbsence.id))
    .limit(size);
  return {
    rows: rows.map((r) => ({
      userId: r.userId,
      startsOn: r.startsOn,
      endsOn: r.endsOn,
      note: r.note,
    })),
    after: nextKey(rows, size, (r) => r.id),
  };
}

export const teamsExport = (scope: ExportScope): JsonPart => listInBatches(scope, teamsAfter);
export const absencesExport = (scope: ExportScope): JsonPart => listInBatches(scope, absencesAfter);
