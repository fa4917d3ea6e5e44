export { ContactForm } from "./contact-form";
export { ContactInfo } from "./contact-info";
export { ContactPanel } from "./contact-panel";
