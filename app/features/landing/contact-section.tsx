import { SectionHeading, sectionClass } from "./section-heading";
import { StaticHtml } from "./static-html";
import { ContactPanel } from "~/features/contact";
import { sectionHeadings } from "~/content/landing";
import { Section, SectionContainer } from "~/components/ui/section";

/** The contact section's heading (server-only markup). */
export function ContactHeading() {
  return <SectionHeading id="contact-titre" {...sectionHeadings.contact} />;
}

/**
 * Contact (#contact): the form of SPEC section 5 beside the company's contact data. Heading and
 * contact data are server-only markup; the form is React (it posts to the route's action).
 */
export function ContactSection({
  headingHtml,
  infoHtml,
  idempotencyKey,
}: {
  headingHtml: string | null;
  infoHtml: string | null;
  idempotencyKey: string;
}) {
  return (
    <Section
      id="contact"
      aria-labelledby="contact-titre"
      className={`${sectionClass} border-t bg-muted/30`}
    >
      <SectionContainer>
        <StaticHtml html={headingHtml} />
        <div className="mt-14">
          <ContactPanel
            action="/?index#contact"
            info={<StaticHtml html={infoHtml} />}
            idempotencyKey={idempotencyKey}
          />
        </div>
      </SectionContainer>
    </Section>
  );
}
