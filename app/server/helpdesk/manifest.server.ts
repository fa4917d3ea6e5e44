import { MAX_BODY_BYTES } from "~/server/platform/body-limit.server";
import type { ModuleManifest } from "~/server/platform/module-manifest.server";
import { helpdeskExport } from "./helpdesk-export.server";
import { registerHelpdeskJobs } from "./helpdesk-jobs.server";
import { helpdeskNoticeQueue } from "./notifications.server";
import { bodyLimitOf, bodyPolicyOf } from "~/server/platform/upload-limits.server";
import { seedHelpdesk } from "./helpdesk-seed.server";

// The helpdesk, as the platform reads it (decision 0083). Its permissions and journal labels are
// still the shared matrix's and audit.ts's (they came before the manifest); its body limits
// cover the inventory's two large bodies too, until the platform's limits take them apart.
export const helpdeskManifest: ModuleManifest = {
  id: "helpdesk",
  schema: ["app/server/db/helpdesk-schema.server.ts"],
  async registerJobs({ db, config }) {
    registerHelpdeskJobs(await helpdeskNoticeQueue(db, config));
  },
  exporters: [{ key: "helpdesk", part: helpdeskExport }],
  bodyPolicy: async (request, signedIn, fallback) =>
    bodyLimitOf(request.path) === MAX_BODY_BYTES ? null : bodyPolicyOf(request, signedIn, fallback),
  seed: seedHelpdesk,
};
