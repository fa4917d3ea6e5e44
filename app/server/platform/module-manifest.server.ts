import type { DashboardAlert, DashboardFigure } from "~/contracts/dashboard-figures";
import type { ReportPeriod, ReportSection } from "~/contracts/report";
import type { ContributedLink, ContributedPanel } from "~/lib/module-contributions";
import type { WorkspaceRole } from "~/contracts/workspace-roles";
import type { Db } from "~/server/db/client.server";
import type { Env } from "~/server/env.server";
import type { JsonPart } from "~/server/http/json-stream.server";
import type { FastRoute } from "~/server/http/fast-path.server";
import type { ExportScope } from "~/server/workspaces/export-scope.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import type { BodyPolicy } from "./request-body.server";
import type { ModuleSeed } from "./seed.server";
import type { TicketRouting } from "./ticket-hooks.server";

// What a module declares about itself, in one file (app/server/<module>/manifest.server.ts), and
// what the platform reads from the list of them (app/server/modules.server.ts): the server starts
// its jobs and asks its body limits, the workspace export writes its parts, the dashboard shows
// its figures, the journal names its actions, the seed fills it, and the other modules' pages
// show what it contributes (a panel on a ticket, suggestions on the requester portal) without
// importing it. Decision 0083.

export type { ContributedLink, ContributedPanel };

/** What the module's background jobs need to register their handlers (the job loop's). */
interface JobDeps {
  db: Db;
  config: Env;
}

/** A part of 'Exporter les données': the key of the file's object and how it is read. */
interface ModuleExporter {
  key: string;
  part(scope: ExportScope): JsonPart;
}

/** Figures of the dashboard's index, for the roles that `visibleTo` accepts. */
interface ModuleFigures {
  visibleTo(role: WorkspaceRole): boolean;
  run(tx: TenantTx, now: Date): Promise<DashboardFigure[]>;
}

/** What a report section is asked for: the period, the filters of the URL, the viewer. */
export interface ReportInput {
  period: ReportPeriod;
  /** `?equipe=…&technicien=…`: each section applies the keys it offers and ignores the rest. */
  filters: Readonly<Record<string, string>>;
  role: WorkspaceRole;
  viewerId: string;
  now: Date;
}

/** Opens a tenant transaction of the viewer's workspace and runs `work` in it. */
export type SectionRun = <T>(work: (tx: TenantTx) => Promise<T>) => Promise<T>;

/** The module's part of 'Pilotage de la performance' and of the monthly PDF (decision 0104). */
interface ModuleReport {
  visibleTo(role: WorkspaceRole): boolean;
  section(tx: TenantTx, input: ReportInput): Promise<ReportSection>;
  /**
   * The same section for the page, its independent parts each in a transaction of its own that
   * `run` opens (on PostgreSQL, on as many connections at once; decision 0132). Never nested:
   * the embedded database has one connection.
   */
  sectionApart?(run: SectionRun, input: ReportInput): Promise<ReportSection>;
}

/** The body limit of a path larger than the site's 64 KiB; null: not this module's path. */
export type ModuleBodyPolicy = (
  request: { path: string; declared: number },
  signedIn: () => Promise<boolean | null>,
  fallback: string,
) => Promise<BodyPolicy | null>;

/** The ticket a panel is asked about, in the viewer's tenant transaction. */
export interface TicketPanelContext {
  tx: TenantTx;
  role: WorkspaceRole;
  /** The signed-in viewer (what they may see of the contributing module is its own rule). */
  viewerId: string;
  ticketId: string;
  ticketNumber: number;
  /** The ticket page's path, where the panel's form comes back. */
  returnTo: string;
}

/** Extra columns of the teams' workload page, per person (decision 0098). */
export interface MemberWorkload {
  columns: { key: string; label: string }[];
  /** userId → column key → the value as shown. */
  values: Record<string, Record<string, string>>;
}

export interface ModuleManifest {
  /** The dashboard catalogue's id (app/content/dashboard-modules.ts). */
  id: string;
  /** Its drizzle schema files (drizzle.config.ts reads them by glob; listed here for readers). */
  schema: readonly string[];
  /** Registers the handlers of its background jobs (server.ts, once the database answers). */
  registerJobs?(deps: JobDeps): Promise<void> | void;
  exporters?: readonly ModuleExporter[];
  figures?: readonly ModuleFigures[];
  /** Its items of the dashboard's 'Alertes récentes' (newest first, a few at most). */
  alerts?: {
    visibleTo(role: WorkspaceRole): boolean;
    run(tx: TenantTx, now: Date): Promise<DashboardAlert[]>;
  };
  /** Its section of the reports (figures, charts, tables over a period). */
  report?: ModuleReport;
  bodyPolicy?: ModuleBodyPolicy;
  /** Its actions of the permission matrix: role → actions (shown with the roles, checked by it). */
  permissions?: Readonly<Record<WorkspaceRole, readonly string[]>>;
  /** The French labels of its journal actions ('article.published' → 'Article publié'). */
  journalLabels?: Readonly<Record<string, string>>;
  /** Panels on the helpdesk's ticket page (null: nothing for this viewer). */
  ticketPanel?(ctx: TicketPanelContext): Promise<ContributedPanel | null>;
  /** Fills a workspace with realistic data through its own commands (`npm run seed`, 0089). */
  seed?: ModuleSeed;
  /** Links the requester portal shows for what the requester typed, before a request is sent. */
  portalSuggestions?(tx: TenantTx, query: string, slug: string): Promise<ContributedLink[]>;
  /** Routes new tickets and escalates SLA states (ticket-hooks.server.ts, decision 0098). */
  ticketRouting?: TicketRouting;
  /** Columns the teams' workload page shows for these people (tasks, hours logged…). */
  memberWorkload?(
    tx: TenantTx,
    userIds: readonly string[],
    now: Date,
  ): Promise<MemberWorkload | null>;
  /** Machine endpoints answered before React Router when they succeed (decision 0106). */
  fastPaths?: readonly FastRoute[];
}
