import {
  PROJECT_PERMISSIONS,
  PROJECTS_MODULE_ID,
  projectJournalLabels,
} from "~/content/project-management";
import type { WorkspaceRole } from "~/content/workspaces";
import type { ModuleManifest } from "~/server/platform/module-manifest.server";
import { projectAlerts } from "./project-alerts.server";
import { projectsExport } from "./project-export.server";
import { projectFigures } from "./project-figures.server";
import { projectReport } from "./project-report.server";
import { seedProjects } from "./project-seed.server";
import { projectWorkload } from "./project-workload.server";
import { uploadPolicy } from "~/server/platform/upload-limits.server";
import { registerTaskJobs } from "./tasks/task-due-jobs.server";
import { PROJECT_UPLOADS } from "./tasks/task-files.server";
import { tasksTicketPanel } from "./tasks/task-ticket-panel.server";

// 'Gestion de projets', as the platform reads it (decisions 0083, 0100, 0101, 0103, 0104).

const administers = (role: WorkspaceRole) => role === "owner" || role === "admin";

export const projectsManifest: ModuleManifest = {
  id: PROJECTS_MODULE_ID,
  schema: ["app/server/project-management/schema.server.ts"],
  exporters: [{ key: "projects", part: projectsExport }],
  // Administrators see every project: the count tells nobody of a project kept from them.
  figures: [{ visibleTo: administers, run: projectFigures }],
  alerts: { visibleTo: administers, run: projectAlerts },
  // Its section of the reports, over every project: administrators only, for the same reason.
  report: { visibleTo: administers, section: projectReport },
  permissions: PROJECT_PERMISSIONS,
  journalLabels: projectJournalLabels,
  seed: seedProjects,
  // The tasks' 'échéance demain' / 'en retard' e-mails (decision 0103).
  registerJobs: ({ db, config }) => registerTaskJobs(db, config),
  // A task page's files and the CSV import: 16 Mo with a live session.
  bodyPolicy: uploadPolicy(PROJECT_UPLOADS),
  // 'Tâches liées' on the helpdesk's ticket page.
  ticketPanel: tasksTicketPanel,
  // Open and late tasks, hours of the last 7 days: columns of the teams' workload page.
  memberWorkload: projectWorkload,
};
