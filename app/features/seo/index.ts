export { Breadcrumbs } from "./breadcrumbs";
export { JsonLd } from "./json-ld";
export { OrganizationLd } from "./organization-ld";
export {
  breadcrumbLd,
  faqPageLd,
  organizationLd,
  serializeJsonLd,
  serviceLd,
  softwareApplicationLd,
  type Crumb,
} from "./structured-data";
