// The licences' public face (decision 0081): what another module, or a route, imports.

export { licenceListLoader } from "./licence-list-page.server";
export { newLicenceAction, newLicenceLoader } from "./licence-new.server";
export { licencePageAction, loadLicencePage } from "./licence-page.server";
