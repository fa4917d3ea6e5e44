export { Breadcrumbs } from "./breadcrumbs";
export { JsonLd } from "./json-ld";
export { OrganizationLd } from "./organization-ld";
export { faqPageLd, serviceLd, softwareApplicationLd } from "./structured-data";
