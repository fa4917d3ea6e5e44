import {
  TEAM_PERMISSIONS,
  TEAMS_MODULE_ID,
  teamCan,
  teamJournalLabels,
} from "~/content/team-management";
import type { ModuleManifest } from "~/server/platform/module-manifest.server";
import { teamRouting } from "./assignment.server";
import { absencesExport, teamsExport } from "./team-export.server";
import { teamReport } from "./team-report.server";
import { seedTeams } from "./team-seed.server";
import { teamTicketPanel } from "./ticket-panel.server";

// 'Gestion des équipes', as the platform reads it (decisions 0083, 0098, 0104): its tables, export,
// permissions, journal labels, and the helpdesk's ticket routing and SLA escalation.

export const teamsManifest: ModuleManifest = {
  id: TEAMS_MODULE_ID,
  schema: ["app/server/team-management/schema.server.ts"],
  exporters: [
    { key: "teams", part: teamsExport },
    { key: "teamAbsences", part: absencesExport },
  ],
  permissions: TEAM_PERMISSIONS,
  journalLabels: teamJournalLabels,
  ticketRouting: teamRouting,
  ticketPanel: teamTicketPanel,
  seed: seedTeams,
  // Its section of the reports: for those who may read the workload page (decision 0104).
  report: { visibleTo: (role) => teamCan(role, "workload.read"), section: teamReport },
};
