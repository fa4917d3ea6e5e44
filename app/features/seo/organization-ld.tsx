import { JsonLd } from "./json-ld";
import { organizationLd } from "./structured-data";
import { useRootData } from "~/lib/use-root-data";

/** The company's Organization/ProfessionalService structured data (home page). */
export function OrganizationLd() {
  const { site, siteUrl } = useRootData();
  return <JsonLd data={organizationLd(site, siteUrl)} />;
}
