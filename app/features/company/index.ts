export { AboutPage } from "./about-page";
export { ContactPage } from "./contact-page";
