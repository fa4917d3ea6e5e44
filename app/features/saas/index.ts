export { SaasPage } from "./saas-page";
