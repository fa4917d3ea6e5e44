export { FaqPage } from "./faq-page";
