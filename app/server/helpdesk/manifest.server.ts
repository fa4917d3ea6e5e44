import type { ModuleManifest } from "~/server/platform/module-manifest.server";
import { helpdeskExport } from "./helpdesk-export.server";
import { registerHelpdeskJobs } from "./helpdesk-jobs.server";
import { helpdeskNoticeQueue } from "./tickets/notifications.server";
import { uploadPolicy } from "~/server/platform/upload-limits.server";
import { HELPDESK_UPLOADS } from "./upload-routes.server";
import { seedHelpdesk } from "./helpdesk-seed.server";
import { portalFastRoute } from "./portal/portal-fast-path.server";

// The helpdesk, as the platform reads it (decision 0083). Its permissions and journal labels are
// still the shared matrix's and audit.ts's (they came before the manifest).
export const helpdeskManifest: ModuleManifest = {
  id: "helpdesk",
  schema: ["app/server/db/helpdesk-schema.server.ts"],
  async registerJobs({ db, config }) {
    registerHelpdeskJobs(await helpdeskNoticeQueue(db, config));
  },
  exporters: [{ key: "helpdesk", part: helpdeskExport }],
  bodyPolicy: uploadPolicy(HELPDESK_UPLOADS),
  seed: seedHelpdesk,
  fastPaths: [portalFastRoute],
};
