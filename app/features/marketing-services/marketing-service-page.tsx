import { ArrowRight, CheckCircle2 } from "lucide-react";
import { CtaBand } from "~/components/layout/cta-band";
import { HeroCard } from "~/components/layout/hero-card";
import { PageIntro } from "~/components/layout/page-intro";
import { Section } from "~/components/layout/section";
import { SiteLink } from "~/components/layout/site-link";
import { buttonClass } from "~/components/ui/button";
import { processOverview } from "~/content/process";
import { replyTexts } from "~/content/contact";
import { projectsWithDetails } from "~/content/project-details";
import { projectHref } from "~/content/projects";
import { ServiceLinkList } from "./service-link-list";
import {
  marketingServiceContactHref,
  type MarketingServicePageData as Content,
} from "~/content/marketing-service-pages";
import { marketingServices, marketingServiceHref } from "~/content/marketing-services";
import { Breadcrumbs, JsonLd, serviceLd } from "~/features/seo";
import { useRootData } from "~/lib/use-root-data";

/**
 * The service's prestations, in the hero's other half: four short names, which as a section of
 * their own made four nearly empty cards below an empty half of the hero.
 */
function Prestations({ service }: { service: Content }) {
  return (
    <HeroCard
      id="prestations"
      icon={service.icon}
      eyebrow="Ce que nous faisons"
      title="Nos prestations"
    >
      <ul className="grid gap-3">
        {service.features.map((feature) => (
          <li key={feature} className="flex items-baseline gap-3">
            {/* A dot, not the results' check mark below: what we do, not what you get. */}
            <span
              aria-hidden
              className="size-1.5 shrink-0 -translate-y-0.5 rounded-full bg-brand"
            />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </HeroCard>
  );
}

/** /services/<slug>: one template for the fourteen marketing service pages (SPEC section 2). */
export function MarketingServicePage({ service }: { service: Content }) {
  const { site, siteUrl } = useRootData();
  const related = projectsWithDetails.filter((p) => service.relatedProjects.includes(p.id));
  const others = marketingServices.filter((s) => s.slug !== service.slug);
  const contactHref = marketingServiceContactHref(service.slug);
  return (
    <>
      <JsonLd data={serviceLd(service, site, siteUrl)} />
      <PageIntro
        top={
          <Breadcrumbs
            items={[{ name: service.title, path: marketingServiceHref(service.slug) }]}
          />
        }
        eyebrow="Nos services"
        title={service.title}
        lead={service.intro}
        aside={<Prestations service={service} />}
      >
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <SiteLink href={contactHref} className={buttonClass("primary", "lg")}>
            Parler de votre projet
            <ArrowRight aria-hidden />
          </SiteLink>
          <SiteLink href="/#projets" className={buttonClass("outline", "lg")}>
            Voir nos réalisations
          </SiteLink>
        </div>
      </PageIntro>

      <Section
        id="livrables"
        eyebrow="Ce que vous obtenez"
        title="Des résultats concrets"
        lead={service.description}
        muted
      >
        <ul className="grid gap-4 sm:grid-cols-2">
          {service.deliverables.map((d) => (
            <li key={d} className="flex gap-3 rounded-xl border bg-card p-5">
              <CheckCircle2 aria-hidden className="size-5 shrink-0 text-success" />
              <span>{d}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="methode"
        eyebrow="Notre méthode"
        title="Comment nous travaillons"
        lead="Cinq étapes, de la stratégie à la maintenance, avec vous à chaque décision."
      >
        <ol className="grid gap-5 md:grid-cols-5">
          {processOverview.map((step, i) => (
            <li key={step.id} className="relative rounded-xl border bg-card p-5">
              <span className="text-sm font-semibold text-brand">Étape {i + 1}</span>
              <p className="mt-2 font-semibold">{step.title}</p>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.summary}</p>
            </li>
          ))}
        </ol>
      </Section>

      {related.length > 0 && (
        <Section
          id="realisations"
          eyebrow="Réalisations"
          title="Ils en ont bénéficié"
          lead="Des produits que nous avons conçus et déployés avec ce savoir-faire."
          muted
        >
          <ul className="grid gap-5 md:grid-cols-3">
            {related.map((p) => (
              <li key={p.id} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
                <p className="text-lg font-semibold">{p.name}</p>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">
                  {p.description}
                </p>
                <SiteLink
                  href={projectHref(p.id)}
                  className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand hover:underline"
                >
                  Découvrir {p.name}
                  <ArrowRight aria-hidden className="size-4" />
                </SiteLink>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section id="autres-services" eyebrow="Expertises" title="Nos autres services">
        <ServiceLinkList
          services={others}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
          linkClassName="flex items-center gap-3 rounded-lg border bg-card px-4 py-3 text-sm font-medium transition-colors hover:bg-accent"
        />
      </Section>

      <CtaBand id="contact-service" title="Parlons de votre projet" lead={replyTexts.serviceLead}>
        <SiteLink href={contactHref} className={buttonClass("primary", "lg")}>
          Nous contacter
          <ArrowRight aria-hidden />
        </SiteLink>
      </CtaBand>
    </>
  );
}
