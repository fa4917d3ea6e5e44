import { REPORTING_MODULE_ID } from "~/content/reporting";
import { REPORTING_PERMISSIONS } from "~/content/reporting-page";
import type { ModuleManifest } from "~/server/platform/module-manifest.server";
import { registerReportJobs } from "./reports/report-monthly.server";

// 'Pilotage de la performance', as the platform reads it (decisions 0083, 0104): it lays out the
// other modules' report sections; its own rows are the reports it keeps.

export const reportingManifest: ModuleManifest = {
  id: REPORTING_MODULE_ID,
  schema: ["app/server/reporting/schema.server.ts"],
  // The monthly report's sending on the 1st (decision 0109).
  registerJobs: ({ db, config }) => registerReportJobs(db, config),
  permissions: REPORTING_PERMISSIONS,
};
