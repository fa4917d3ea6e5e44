export { ContactForm } from "./contact-form";
export { ContactDetails } from "./contact-details";
export { ContactPanel } from "./contact-panel";
