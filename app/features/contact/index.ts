export { ContactForm } from "./contact-form";
export { ContactPanel } from "./contact-panel";
