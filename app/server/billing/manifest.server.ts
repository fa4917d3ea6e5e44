import { BILLING_MODULE_ID, BILLING_PERMISSIONS, billingJournalLabels } from "~/content/billing";
import type { ModuleManifest } from "~/server/platform/module-manifest.server";
import { billingStaffJournalLabels } from "~/content/billing-staff-forms";
import { seatJournalLabels } from "~/content/billing-seats";
import { cancelJournalLabels } from "~/content/billing-cancel";
import { uploadPolicy } from "~/server/platform/upload-limits.server";
import { billingExport } from "./billing-export.server";
import { startBillingDay } from "./billing-day.server";
import { BILLING_STAFF_UPLOADS } from "./payment-form.server";

// The billing (issue 36, decisions 0110, 0113, 0114), as the platform reads it: its tables, who
// may buy or read, and the French labels of its journal entries. Staff's side (their pages, the
// daily job, the reminders) adds its parts here.

export const billingManifest: ModuleManifest = {
  id: BILLING_MODULE_ID,
  schema: ["app/server/billing/schema.server.ts"],
  permissions: BILLING_PERMISSIONS,
  journalLabels: {
    ...billingJournalLabels,
    ...billingStaffJournalLabels,
    ...seatJournalLabels,
    ...cancelJournalLabels,
  },
  // Staff's side (decisions 0115, 0116): the hourly pass of the billing's day (statuses,
  // reminders once), and the payment form's receipt scan (8 Mo, staff signed in).
  registerJobs: ({ db, config }) => void startBillingDay(db, config),
  bodyPolicy: uploadPolicy(BILLING_STAFF_UPLOADS),
  // The owner's 'Exporter les données' holds the workspace's billing (decision 0118).
  exporters: [{ key: "billing", part: billingExport }],
};
