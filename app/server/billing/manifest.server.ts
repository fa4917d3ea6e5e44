import { BILLING_MODULE_ID, BILLING_PERMISSIONS, billingJournalLabels } from "~/content/billing";
import type { ModuleManifest } from "~/server/platform/module-manifest.server";

// The billing (issue 36, decisions 0110, 0113, 0114), as the platform reads it: its tables, who
// may buy or read, and the French labels of its journal entries. Staff's side (their pages, the
// daily job, the reminders) adds its parts here.

export const billingManifest: ModuleManifest = {
  id: BILLING_MODULE_ID,
  schema: ["app/server/billing/schema.server.ts"],
  permissions: BILLING_PERMISSIONS,
  journalLabels: billingJournalLabels,
};
