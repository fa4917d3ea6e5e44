// The licences feature's public module ('Logiciels & code source').
export { LicenceListPage } from "./licence-list-page";
export { LicencePage } from "./licence-page";
export { NewLicencePage } from "./licence-new-page";
