// The reporting feature's public module, used by the routes in app/routes/_app/reporting/.
export { ReportPage } from "./report-page";
