import { can } from "~/contracts/workspace-roles";
import type { ModuleManifest } from "~/server/platform/module-manifest.server";
import { licencesExport } from "./licence-export.server";
import { licenceAlerts } from "./licence-alerts.server";
import { registerLicenceJobs } from "./licence-expiry.server";
import { licenceFigures } from "./licence-figures.server";
import { queueLicenceExpiry } from "./licence-mail.server";
import { seedLicences } from "./licence-seed.server";
import { licenceReportSection } from "./report/licence-report.server";

// 'Logiciels & code source', the software licences, as the platform reads them (decisions 0083,
// 0090). Built on the inventory (seats go to assets, installs come from its agent), which it
// reads through ~/server/inventory/index.server; the inventory never imports it.
const readsAssets = (role: Parameters<typeof can>[0]) => can(role, "asset.read");

export const licencesManifest: ModuleManifest = {
  id: "software-source-code-management",
  schema: ["app/server/licences/schema.server.ts"],
  registerJobs({ db, config }) {
    registerLicenceJobs((tx, notice) => queueLicenceExpiry(tx, db, config, notice));
  },
  exporters: [{ key: "licences", part: licencesExport }],
  figures: [{ visibleTo: readsAssets, run: licenceFigures }],
  alerts: { visibleTo: readsAssets, run: licenceAlerts },
  seed: seedLicences,
  report: { visibleTo: readsAssets, section: licenceReportSection },
};
