import { and, asc, desc, eq } from "drizzle-orm";
import { plans } from "~/content/plans";
import { roleLabels } from "~/content/workspaces";
import { actionLabelOf } from "~/contracts/journal-entry";
import { isWorkspaceRole } from "~/contracts/workspace-roles";
import type { Db } from "~/server/db/client.server";
import { authInvitation, authMember, authOrganization, authUser } from "~/server/db/schema.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { exportHelpdesk } from "~/server/helpdesk/helpdesk-export.server";
import { exportInventory } from "~/server/inventory/asset-export.server";
import { exportLicences } from "~/server/inventory/licence-export.server";
import { inTenant, type TenantTx } from "./in-tenant.server";

// 'Exporter les données': one JSON file with everything of a workspace. It is a list of
// exporters, one per kind of data: a module (tickets, assets) adds its own to WORKSPACE_EXPORTERS.
// Business tables are read through the tenant helper (`inWorkspace`); better-auth's tables with
// plain queries, always filtered by the workspace's id. Only what the people of the workspace can
// see: names, addresses, roles and dates, never a password hash, a token or a session.

interface ExportScope {
  db: Db;
  organizationId: string;
  /** Runs `fn` in a tenant transaction of this workspace (row-level security). */
  inWorkspace<T>(fn: (tx: TenantTx) => Promise<T>): Promise<T>;
}

export interface WorkspaceExporter {
  /** The key of the file's object ("members", "journal"…). */
  key: string;
  run(scope: ExportScope): Promise<unknown>;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const roleOf = (role: string | null) => (role && isWorkspaceRole(role) ? role : "member");

const workspaceExporter: WorkspaceExporter = {
  key: "workspace",
  async run({ db, organizationId }) {
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
  },
};

const membersExporter: WorkspaceExporter = {
  key: "members",
  async run({ db, organizationId }) {
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
  },
};

const invitationsExporter: WorkspaceExporter = {
  key: "invitations",
  async run({ db, organizationId }) {
    const rows = await db
      .select({
        email: authInvitation.email,
        role: authInvitation.role,
        sentAt: authInvitation.createdAt,
        expiresAt: authInvitation.expiresAt,
      })
      .from(authInvitation)
      .where(
        and(
          eq(authInvitation.organizationId, organizationId),
          eq(authInvitation.status, "pending"),
        ),
      )
      .orderBy(asc(authInvitation.createdAt));
    return rows.map((r) => ({
      email: r.email,
      role: roleOf(r.role),
      roleLabel: roleLabels[roleOf(r.role)],
      sentAt: iso(r.sentAt),
      expiresAt: iso(r.expiresAt),
    }));
  },
};

const journalExporter: WorkspaceExporter = {
  key: "journal",
  run: ({ inWorkspace }) =>
    inWorkspace(async (tx) => {
      const rows = await tx
        .select()
        .from(auditLog)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
      return rows.map((r) => ({
        at: iso(r.createdAt),
        actorName: r.actorName,
        actorEmail: r.actorEmail,
        action: r.action,
        actionLabel: actionLabelOf(r.action),
        target: r.target,
        details: r.details,
      }));
    }),
};

const helpdeskExporter: WorkspaceExporter = {
  key: "helpdesk",
  run: ({ inWorkspace }) => inWorkspace(exportHelpdesk),
};

const inventoryExporter: WorkspaceExporter = {
  key: "inventory",
  run: ({ inWorkspace }) => inWorkspace(exportInventory),
};

const licencesExporter: WorkspaceExporter = {
  key: "licences",
  run: ({ inWorkspace }) => inWorkspace(exportLicences),
};

/** Every exporter, in the order of the file. Modules append theirs. */
const WORKSPACE_EXPORTERS: readonly WorkspaceExporter[] = [
  workspaceExporter,
  membersExporter,
  invitationsExporter,
  journalExporter,
  helpdeskExporter,
  inventoryExporter,
  licencesExporter,
];

const EXPORT_FORMAT = "conakry-digital/workspace-export";

/** The file's object: its format and date, then one key per exporter. */
export async function buildWorkspaceExport(
  db: Db,
  organizationId: string,
  now: Date = new Date(),
  exporters: readonly WorkspaceExporter[] = WORKSPACE_EXPORTERS,
): Promise<Record<string, unknown>> {
  const scope: ExportScope = {
    db,
    organizationId,
    inWorkspace: (fn) => inTenant(db, organizationId, fn),
  };
  const file: Record<string, unknown> = {
    format: EXPORT_FORMAT,
    version: 1,
    exportedAt: now.toISOString(),
  };
  // One after the other: the embedded database has a single connection.
  for (const exporter of exporters) file[exporter.key] = await exporter.run(scope);
  return file;
}
