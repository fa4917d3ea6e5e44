import { ArrowRight, Layers } from "lucide-react";
import { CtaBand } from "~/components/layout/cta-band";
import { HeroCard } from "~/components/layout/hero-card";
import { PageIntro } from "~/components/layout/page-intro";
import { Section } from "~/components/layout/section";
import { SiteLink } from "~/components/layout/site-link";
import { buttonClass } from "~/components/ui/button";
import { companyIntro, companyPillars, companyStats } from "~/content/company";
import { processOverview } from "~/content/process";
import { landingServices } from "~/content/marketing-services";
import { ServiceLinkList } from "~/features/marketing-services";
import { Breadcrumbs } from "~/features/seo";

/**
 * The nine areas of activity, each a link to its service page, in the hero's other half (which was
 * empty; they were a row of chips under the pillars, repeating the third one).
 */
function Expertises() {
  return (
    <HeroCard id="expertises" icon={Layers} eyebrow="Ce que nous faisons" title="Nos expertises">
      <ServiceLinkList
        services={landingServices}
        className="-mx-2 grid gap-0.5"
        linkClassName="flex items-center gap-3 rounded-md px-2 py-1.5 text-sm font-medium transition-colors hover:bg-accent"
      />
    </HeroCard>
  );
}

/** /a-propos: mission, vision, areas of activity, the process and the statistics. */
export function AboutPage() {
  return (
    <>
      <PageIntro
        top={<Breadcrumbs items={[{ name: "À propos", path: "/a-propos" }]} />}
        eyebrow={companyIntro.eyebrow}
        title={companyIntro.title}
        lead={companyIntro.lead}
        aside={<Expertises />}
      />

      <Section id="piliers" eyebrow="Qui nous sommes" title="Mission, vision et savoir-faire">
        <ul className="grid gap-6 md:grid-cols-3">
          {companyPillars.map((pillar) => (
            <li key={pillar.id} className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary/10 text-brand">
                <pillar.icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{pillar.title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{pillar.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-label="Chiffres clés" className="border-y bg-muted/40">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-14 sm:px-6 lg:grid-cols-4">
          {companyStats.map((stat) => (
            <div key={stat.label} className="flex flex-col text-center">
              <dt className="order-2 mt-1 text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-4xl font-bold tracking-tight text-brand">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section
        id="methode"
        eyebrow="Notre méthode"
        title="Cinq étapes, de la stratégie à la maintenance"
        lead="Une démarche éprouvée qui vous implique à chaque décision et sécurise chaque livraison."
      >
        <ol className="grid gap-5 md:grid-cols-5">
          {processOverview.map((step, i) => (
            <li key={step.id} className="rounded-xl border bg-card p-5">
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {i + 1}
              </span>
              <p className="mt-4 font-semibold">{step.title}</p>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.summary}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand
        id="rejoindre"
        title="Construisons ensemble votre prochaine étape numérique"
        lead={
          "Parlez-nous de vos enjeux\u00a0: un premier échange suffit pour esquisser une feuille de route."
        }
      >
        <SiteLink href="/contact" className={buttonClass("primary", "lg")}>
          Nous contacter
          <ArrowRight aria-hidden />
        </SiteLink>
        <SiteLink href="/saas" className={buttonClass("outline", "lg")}>
          Découvrir la plateforme
        </SiteLink>
      </CtaBand>
    </>
  );
}
