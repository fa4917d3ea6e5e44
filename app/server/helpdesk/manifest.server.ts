import type { ModuleManifest } from "~/server/platform/module-manifest.server";
import { helpdeskExport } from "./helpdesk-export.server";
import { registerHelpdeskJobs } from "./helpdesk-jobs.server";
import { helpdeskNoticeQueue } from "./tickets/notifications.server";
import { uploadPolicy } from "~/server/platform/upload-limits.server";
import { HELPDESK_UPLOADS } from "./upload-routes.server";
import { seedHelpdesk } from "./helpdesk-seed.server";
import { inboundFastRoute } from "./inbound/inbound-fast-path.server";
import { portalFastRoute } from "./portal/portal-fast-path.server";
import { can } from "~/contracts/workspace-roles";
import { helpdeskReportSection, helpdeskReportSectionApart } from "./report/helpdesk-report.server";
import { helpdeskAlerts, helpdeskTrendFigures } from "./report/helpdesk-home.server";

const handlesTickets = (role: Parameters<typeof can>[0]) => can(role, "ticket.handle");

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
  fastPaths: [portalFastRoute, inboundFastRoute],
  // Those who handle tickets see the whole team's figures, as they see the whole queue; a
  // Membre (requester) sees none (decision 0107).
  report: {
    visibleTo: handlesTickets,
    section: helpdeskReportSection,
    sectionApart: helpdeskReportSectionApart,
  },
  // The home's 'Conformité SLA' and 'Satisfaction' of the month, and its SLA alerts.
  figures: [{ visibleTo: handlesTickets, run: helpdeskTrendFigures }],
  alerts: { visibleTo: handlesTickets, run: helpdeskAlerts },
};
