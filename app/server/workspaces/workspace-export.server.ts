import { and, asc, eq } from "drizzle-orm";
import { plans } from "~/content/plans";
import { roleLabels } from "~/content/workspaces";
import { actionLabelOf } from "~/contracts/journal-entry";
import { isWorkspaceRole } from "~/contracts/workspace-roles";
import type { Db } from "~/server/db/client.server";
import { authInvitation, authMember, authOrganization, authUser } from "~/server/db/schema.server";
import { EXPORT_BATCH_SIZE, nextKey } from "~/server/http/export-batches.server";
import {
  jsonChunks,
  jsonConstant,
  jsonObject,
  jsonValue,
  type JsonPart,
} from "~/server/http/json-stream.server";
import { MODULES, moduleJournalLabels } from "~/server/modules.server";
import { listInBatches, type ExportScope } from "./export-scope.server";
import { inTenant } from "./in-tenant.server";
import { olderRows } from "./journal-list.server";

// 'Exporter les données': one JSON file with everything of a workspace, written as it is read
// (json-stream.server.ts): at 100× a trial's size it is hundreds of megabytes, which the server
// never holds. It is a list of exporters, one per kind of data: the workspace's own, then each
// module's (its manifest's `exporters`, decision 0083). Business tables are read through the tenant helper
// (`inWorkspace`, a transaction per batch); better-auth's tables with plain queries, always
// filtered by the workspace's id. Only what the people of the workspace can see: names,
// addresses, roles and dates, never a password hash, a token or a session.

interface WorkspaceExporter {
  /** The key of the file's object ("members", "journal"…). */
  key: string;
  part(scope: ExportScope): JsonPart;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const roleOf = (role: string | null) => (role && isWorkspaceRole(role) ? role : "member");

async function workspaceOf({ db, organizationId }: ExportScope) {
  const [row] = await db
    .select()
    .from(authOrganization)
    .where(eq(authOrganization.id, organizationId));
  if (!row) return null;
  return {
    name: row.name,
    slug: row.slug,
    plan: row.plan,
    planName: plans.find((p) => p.id === row.plan)?.name ?? row.plan,
    trialEndsAt: iso(row.trialEndsAt),
    createdAt: iso(row.createdAt),
  };
}

async function membersOf({ db, organizationId }: ExportScope) {
  const rows = await db
    .select({
      name: authUser.name,
      email: authUser.email,
      role: authMember.role,
      joinedAt: authMember.createdAt,
    })
    .from(authMember)
    .innerJoin(authUser, eq(authUser.id, authMember.userId))
    .where(eq(authMember.organizationId, organizationId))
    .orderBy(asc(authMember.createdAt), asc(authUser.email));
  return rows.map((r) => ({
    name: r.name,
    email: r.email,
    role: roleOf(r.role),
    roleLabel: roleLabels[roleOf(r.role)],
    joinedAt: iso(r.joinedAt),
  }));
}

async function invitationsOf({ db, organizationId }: ExportScope) {
  const rows = await db
    .select({
      email: authInvitation.email,
      role: authInvitation.role,
      sentAt: authInvitation.createdAt,
      expiresAt: authInvitation.expiresAt,
    })
    .from(authInvitation)
    .where(
      and(eq(authInvitation.organizationId, organizationId), eq(authInvitation.status, "pending")),
    )
    .orderBy(asc(authInvitation.createdAt));
  return rows.map((r) => ({
    email: r.email,
    role: roleOf(r.role),
    roleLabel: roleLabels[roleOf(r.role)],
    sentAt: iso(r.sentAt),
    expiresAt: iso(r.expiresAt),
  }));
}

/** The journal, newest first, by the keyset of its page (journal-list.server.ts). */
const journalOf = (scope: ExportScope) =>
  listInBatches(scope, async (tx, before: string | null, size) => {
    const rows = await olderRows(tx, "all", before, size);
    return {
      rows: rows.map((r) => ({
        at: iso(r.createdAt),
        actorName: r.actorName,
        actorEmail: r.actorEmail,
        action: r.action,
        actionLabel: actionLabelOf(r.action, moduleJournalLabels()),
        target: r.target,
        details: r.details,
      })),
      after: nextKey(rows, size, (r) => r.id),
    };
  });

/** Every exporter, in the order of the file: the workspace's, then the modules'. */
const WORKSPACE_EXPORTERS: readonly WorkspaceExporter[] = [
  { key: "workspace", part: (scope) => jsonValue(() => workspaceOf(scope)) },
  { key: "members", part: (scope) => jsonValue(() => membersOf(scope)) },
  { key: "invitations", part: (scope) => jsonValue(() => invitationsOf(scope)) },
  { key: "journal", part: journalOf },
  ...MODULES.flatMap((module) => module.exporters ?? []),
];

const EXPORT_FORMAT = "conakry-digital/workspace-export";

/** How the file is read: the workspace's tenant transactions, and the batch size. */
interface ExportOptions {
  /** Default: a plain tenant transaction; the route's checks the viewer's permission again. */
  inWorkspace?: ExportScope["inWorkspace"];
  batchSize?: number;
}

/**
 * The file's text in chunks, read one after the other (the embedded database has a single
 * connection): its format and date, then one key per exporter.
 */
export function workspaceExportChunks(
  db: Db,
  organizationId: string,
  now: Date = new Date(),
  options: ExportOptions = {},
): AsyncGenerator<string> {
  const scope: ExportScope = {
    db,
    organizationId,
    inWorkspace: options.inWorkspace ?? ((fn) => inTenant(db, organizationId, fn)),
    batchSize: options.batchSize ?? EXPORT_BATCH_SIZE,
  };
  const parts: Record<string, JsonPart> = {
    format: jsonConstant(EXPORT_FORMAT),
    version: jsonConstant(1),
    exportedAt: jsonConstant(now.toISOString()),
  };
  for (const exporter of WORKSPACE_EXPORTERS) parts[exporter.key] = exporter.part(scope);
  return jsonChunks(jsonObject(parts));
}
