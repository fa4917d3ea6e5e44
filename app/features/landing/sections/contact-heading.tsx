import { SectionHeading } from "./section-heading";
import { sectionHeadings } from "~/content/landing";

/** The contact section's heading (server-only markup). */
export function ContactHeading() {
  return <SectionHeading id="contact-titre" {...sectionHeadings.contact} />;
}
