import { billingManifest } from "./billing/manifest.server";
import { helpdeskManifest } from "./helpdesk/manifest.server";
import { inventoryManifest } from "./inventory/manifest.server";
import { knowledgeManifest } from "./knowledge/manifest.server";
import { licencesManifest } from "./licences/manifest.server";
import { projectsManifest } from "./project-management/manifest.server";
import type { ModuleManifest } from "./platform/module-manifest.server";
import { reportingManifest } from "./reporting/manifest.server";
import { installReportSources } from "./platform/report-sources.server";
import { installTicketRouting } from "./platform/ticket-hooks.server";
import { teamsManifest } from "./team-management/manifest.server";

// THE list of the modules (decision 0083): the server (jobs, body limits), the workspace export,
// the dashboard's figures, the journal's labels and the other modules' extension points
// read it. A new module adds its manifest here, its routes to app/routes.ts and its id to
// REAL_MODULE_IDS: nothing else outside its folders.
export const MODULES: readonly ModuleManifest[] = [
  helpdeskManifest,
  inventoryManifest,
  licencesManifest,
  knowledgeManifest,
  projectsManifest,
  teamsManifest,
  reportingManifest,
  billingManifest,
];

// The helpdesk reaches the modules' ticket routing through the platform's registry, filled here
// once, when the list is first loaded (decision 0098: the helpdesk cannot import this list).
installTicketRouting(MODULES);
installReportSources(MODULES);

/** Every module's journal labels, in one map. */
export const moduleJournalLabels = (modules: readonly ModuleManifest[] = MODULES) =>
  Object.assign({}, ...modules.map((m) => m.journalLabels ?? {})) as Record<string, string>;
