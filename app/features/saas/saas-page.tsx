import { ArrowRight, BadgeCheck, CreditCard, Timer } from "lucide-react";
import { FeatureTabs } from "./feature-tabs";
import { TrustStrip } from "./trust-strip";
import { CtaBand } from "~/components/layout/cta-band";
import { PageIntro } from "~/components/layout/page-intro";
import { Section } from "~/components/layout/section";
import { SiteLink } from "~/components/layout/site-link";
import { buttonClass } from "~/components/ui/button";
import { PRICE_PERIOD, plans, TRIAL_DAYS, trialText } from "~/content/plans";
import { UpcomingPill } from "~/components/ui/upcoming-pill";
import { SAAS_UPCOMING, saasBenefits, saasClosing, saasHero } from "~/content/saas";
import { Breadcrumbs, JsonLd, softwareApplicationLd } from "~/features/seo";
import { useEuro } from "~/lib/use-euro";
import { useRootData } from "~/lib/use-root-data";

const startingPrice = Math.min(
  ...plans.flatMap((p) => (p.monthlyPrice === undefined ? [] : [p.monthlyPrice])),
);

/** /saas: the IT-management platform (SPEC sections 1 and 2). */
export function SaasPage() {
  const euro = useEuro();
  const { site, siteUrl } = useRootData();
  return (
    <>
      <JsonLd data={softwareApplicationLd(site, siteUrl, plans, "/saas")} />
      <PageIntro
        top={<Breadcrumbs items={[{ name: "Plateforme SaaS", path: "/saas" }]} />}
        eyebrow={saasHero.eyebrow}
        title={saasHero.title}
        lead={saasHero.lead}
        centered
      >
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <SiteLink href={saasHero.primaryCta.href} className={buttonClass("primary", "lg")}>
            {saasHero.primaryCta.label}
            <ArrowRight aria-hidden />
          </SiteLink>
          <SiteLink href={saasHero.secondaryCta.href} className={buttonClass("outline", "lg")}>
            {saasHero.secondaryCta.label}
          </SiteLink>
        </div>
        <p className="mt-5 text-sm text-muted-foreground">{trialText.short}</p>
      </PageIntro>

      <Section
        id="avantages"
        eyebrow="Pourquoi la plateforme"
        title="Une seule plateforme pour toute votre informatique"
        lead="Centralisez vos opérations, automatisez ce qui se répète et gardez la maîtrise de votre parc."
        centered
      >
        <SaasBenefits />
      </Section>

      <Section
        id="fonctionnalites"
        eyebrow="Fonctionnalités"
        title="Helpdesk, inventaire et sécurité, réunis"
        lead={
          "Des modules qui partagent les mêmes données\u00a0: chaque ticket relié à ses équipements, chaque équipement à ses licences."
        }
        centered
        muted
      >
        <FeatureTabs />
      </Section>

      <Section
        id="confiance"
        eyebrow="Ils nous font confiance"
        title="Des équipes IT qui ont repris la main"
        centered
      >
        <TrustStrip />
      </Section>

      <Section
        id="essai"
        eyebrow="Essai gratuit"
        title={trialText.title}
        lead={trialText.body}
        centered
        muted
      >
        <ul className="mx-auto grid max-w-3xl gap-4 sm:grid-cols-3">
          {[
            { icon: Timer, text: `${TRIAL_DAYS}\u00a0jours complets` },
            { icon: CreditCard, text: "Sans carte bancaire" },
            { icon: BadgeCheck, text: "Toutes les fonctionnalités" },
          ].map((item) => (
            <li
              key={item.text}
              className="flex items-center justify-center gap-2 rounded-xl border bg-card px-4 py-4 text-sm font-medium"
            >
              <item.icon aria-hidden className="size-5 text-brand" />
              {item.text}
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-muted-foreground">
          Ensuite, à partir de {euro(startingPrice)} {PRICE_PERIOD}.{" "}
          <SiteLink href="/tarifs" className="font-medium text-brand underline underline-offset-4">
            Voir les tarifs
          </SiteLink>
        </p>
      </Section>

      <div className="pt-16 sm:pt-24">
        <CtaBand id="demarrer" title={saasClosing.title} lead={saasClosing.lead}>
          <SiteLink href={saasClosing.cta.href} className={buttonClass("primary", "lg")}>
            {saasClosing.cta.label}
            <ArrowRight aria-hidden />
          </SiteLink>
        </CtaBand>
      </div>
    </>
  );
}

/** The four benefits; one not built yet says 'Bientôt' (never sold as working). */
export function SaasBenefits() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {saasBenefits.map((b) => (
        <li key={b.title} className="rounded-xl border bg-card p-6 shadow-sm">
          <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary/10 text-brand">
            <b.icon aria-hidden className="size-5" />
          </span>
          <h3 className="mt-4 font-semibold">
            {b.title}
            {b.toCome ? (
              <>
                {" "}
                <UpcomingPill label={SAAS_UPCOMING} />
              </>
            ) : null}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{b.text}</p>
        </li>
      ))}
    </ul>
  );
}
