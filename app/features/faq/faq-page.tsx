import { ArrowRight, ChevronDown } from "lucide-react";
import { CtaBand } from "~/components/layout/cta-band";
import { PageIntro } from "~/components/layout/page-intro";
import { SiteLink } from "~/components/layout/site-link";
import { buttonClass } from "~/components/ui/button";
import { faqGroups, faqItems } from "~/content/faq";
import { Breadcrumbs, faqPageLd, JsonLd } from "~/features/seo";

// Native <details>/<summary>: an accordion that works before (and without) JavaScript, is
// operable with Enter and Space, announced as expandable, and emits no inline style (CSP).
// See docs/decisions/0009-tabs-and-faq-under-csp.md.

/** /faq: questions on the trial, plans, data and security, support. */
export function FaqPage() {
  return (
    <>
      <JsonLd data={faqPageLd(faqItems)} />
      <PageIntro
        top={<Breadcrumbs items={[{ name: "FAQ", path: "/faq" }]} />}
        eyebrow="FAQ"
        title="Questions fréquentes"
        centered
        lead={
          "L'essai gratuit, les formules, l'hébergement et la sécurité de vos données, le support\u00a0: les réponses aux questions qu'on nous pose le plus."
        }
      />
      <div className="mx-auto grid max-w-3xl gap-14 px-4 py-14 sm:px-6 sm:py-20">
        {faqGroups.map((group) => (
          <section key={group.id} aria-labelledby={`${group.id}-titre`}>
            <h2 id={`${group.id}-titre`} className="text-2xl font-bold tracking-tight">
              {group.title}
            </h2>
            <div className="mt-6 divide-y rounded-xl border bg-card">
              {group.items.map((item) => (
                <details key={item.id} id={item.id} className="group" data-testid="faq-item">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-medium hover:bg-accent/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                    <span className="text-pretty">{item.question}</span>
                    <ChevronDown
                      aria-hidden
                      className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <p className="px-5 pb-5 leading-relaxed text-muted-foreground">{item.answer}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
      <CtaBand
        column
        id="autre-question"
        title={"Vous ne trouvez pas votre réponse\u202f?"}
        lead="Notre équipe vous répond en français, en Guinée comme en France."
      >
        <SiteLink href="/contact" className={buttonClass("primary", "lg")}>
          Nous contacter
          <ArrowRight aria-hidden />
        </SiteLink>
        <SiteLink href="/docs" className={buttonClass("outline", "lg")}>
          Lire la documentation
        </SiteLink>
      </CtaBand>
    </>
  );
}
