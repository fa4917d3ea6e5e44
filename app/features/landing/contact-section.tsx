import { containerClass, sectionClass } from "./section-classes";
import { StaticHtml } from "./static-html";
import { ContactPanel } from "~/features/contact";

/**
 * Contact (#contact): the form of SPEC section 5 beside the company's contact data. Heading and
 * contact data are server-only markup; the form is React (it posts to the route's action).
 */
export function ContactSection({
  headingHtml,
  infoHtml,
}: {
  headingHtml: string | null;
  infoHtml: string | null;
}) {
  // Plain markup, not the `Section` primitive: this section is rendered on the client too (the
  // form is React), and sharing the primitive with the other pages would cost / a request.
  return (
    <section
      id="contact"
      aria-labelledby="contact-titre"
      className={`below-fold ${sectionClass} border-t bg-muted/30`}
    >
      <div className={containerClass}>
        <StaticHtml html={headingHtml} />
        <div className="mt-14">
          <ContactPanel action="/?index#contact" info={<StaticHtml html={infoHtml} />} />
        </div>
      </div>
    </section>
  );
}
