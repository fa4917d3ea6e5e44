export { LegalPage } from "./legal-page";
