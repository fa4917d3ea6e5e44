export { AboutPage } from "./about-page";
export { ContactPage } from "./contact-page";
export { ContactDetails } from "./contact-details";
