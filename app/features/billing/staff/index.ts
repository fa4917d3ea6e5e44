// Staff's billing pages (/dashboard/facturation, issue 36).
export { StaffCustomersPage } from "./customers-page";
export { StaffCustomerPage } from "./customer-page";
export { StaffRatesPage } from "./rates-page";
export { StaffBillingSettingsPage } from "./settings-page";
export { StaffSummaryPage } from "./summary-page";
