import {
  PROJECT_PERMISSIONS,
  PROJECTS_MODULE_ID,
  projectJournalLabels,
} from "~/content/project-management";
import type { ModuleManifest } from "~/server/platform/module-manifest.server";

// 'Gestion de projets', as the platform reads it (decisions 0083, 0100).

export const projectsManifest: ModuleManifest = {
  id: PROJECTS_MODULE_ID,
  schema: ["app/server/project-management/schema.server.ts"],
  permissions: PROJECT_PERMISSIONS,
  journalLabels: projectJournalLabels,
};
