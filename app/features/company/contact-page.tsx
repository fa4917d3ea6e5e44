import { MessageSquareText } from "lucide-react";
import { ContactDetails } from "./contact-details";
import { PageIntro } from "~/components/layout/page-intro";
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
        lead={
          "Une question, un devis, une démonstration de la plateforme\u202f? Écrivez-nous\u00a0: nous répondons sous 48\u00a0heures ouvrées."
        }
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[3fr_2fr] lg:gap-12">
        <section
          aria-labelledby="formulaire-titre"
          className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
        >
          <h2 id="formulaire-titre" className="text-xl font-semibold">
            Écrivez-nous
          </h2>
          {/*
            TODO(contact form): the shared <ContactForm> (app/features/contact/, landing branch)
            goes here, with `subject` as its subject's default value and this route's action.
            Until that branch is merged, this panel says where to write and shows the subject.
          */}
          <div
            data-testid="contact-form-slot"
            className="mt-6 grid gap-4 rounded-xl border border-dashed p-6 text-sm leading-relaxed"
          >
            <MessageSquareText aria-hidden className="size-6 text-brand" />
            {subject && (
              <p>
                <span className="font-semibold">{"Sujet\u00a0: "}</span>
                <span data-testid="contact-subject">{subject}</span>
              </p>
            )}
            <p className="text-muted-foreground">
              {"Le formulaire en ligne arrive très bientôt. En attendant, écrivez-nous à "}
              <a
                href={`mailto:${site.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`}
                className="font-medium text-foreground underline underline-offset-4"
              >
                {site.email}
              </a>
              {" ou appelez-nous\u00a0: nous vous répondrons dans les plus brefs délais."}
            </p>
          </div>
        </section>
        <ContactDetails />
      </div>
    </>
  );
}
