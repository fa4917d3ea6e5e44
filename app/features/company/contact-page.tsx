import { PageIntro } from "~/components/layout/page-intro";
import { CONTACT_FORM_NOTE, replyTexts } from "~/content/contact";
import { ContactDetails } from "./contact-details";
import { ContactForm } from "~/features/contact";
import { Breadcrumbs } from "~/features/seo";
import { useRootData } from "~/lib/use-root-data";

/**
 * /contact: the contact form beside the company's contact data. `subject` is the subject the
 * form starts with (from `?sujet=`).
 */
export function ContactPage({ subject }: { subject: string }) {
  const { site } = useRootData();
  return (
    <>
      <PageIntro
        top={<Breadcrumbs items={[{ name: "Contact", path: "/contact" }]} />}
        eyebrow="Contact"
        title="Parlons de votre projet"
        lead={replyTexts.contactPageLead}
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[3fr_2fr] lg:gap-12">
        <section
          aria-labelledby="formulaire-titre"
          className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
        >
          <h2 id="formulaire-titre" className="text-xl font-semibold">
            Écrivez-nous
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">{CONTACT_FORM_NOTE}</p>
          <div className="mt-6">
            <ContactForm defaultSubject={subject} />
          </div>
        </section>
        <ContactDetails site={site} variant="card" />
      </div>
    </>
  );
}
