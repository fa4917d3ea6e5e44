export { ServicePage } from "./service-page";
