import { CreditCard, HelpCircle, Timer } from "lucide-react";
import { PlanCard } from "./plan-card";
import { CtaBand } from "~/components/layout/cta-band";
import { PageIntro } from "~/components/layout/page-intro";
import { SiteLink } from "~/components/layout/site-link";
import { buttonClass } from "~/components/ui/button";
import { plans, trialText, USER_DEFINITION } from "~/content/plans";
import { Breadcrumbs, JsonLd, softwareApplicationLd } from "~/features/seo";
import { useRootData } from "~/lib/use-root-data";

/** /tarifs: the four plans of SPEC section 9 and the free trial. */
export function PricingPage() {
  const { site, siteUrl } = useRootData();
  return (
    <>
      <JsonLd data={softwareApplicationLd(site, siteUrl, plans, "/tarifs")} />
      <PageIntro
        top={<Breadcrumbs items={[{ name: "Tarifs", path: "/tarifs" }]} />}
        eyebrow="Tarifs"
        title="Une formule pour chaque équipe IT"
        lead="Des prix simples, par utilisateur et par mois. Commencez gratuitement, changez de formule quand vous voulez."
        centered
      >
        <div
          data-testid="trial-note"
          className="mx-auto mt-8 inline-flex flex-wrap items-center justify-center gap-x-5 gap-y-2 rounded-full border bg-background/70 px-5 py-2 text-sm"
        >
          <span className="inline-flex items-center gap-2 font-medium">
            <Timer aria-hidden className="size-4 text-brand" />
            {trialText.title}
          </span>
          <span className="inline-flex items-center gap-2 text-muted-foreground">
            <CreditCard aria-hidden className="size-4" />
            Sans carte bancaire
          </span>
        </div>
      </PageIntro>

      <section aria-label="Formules" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
        <p className="mx-auto mt-12 max-w-2xl text-center text-sm leading-relaxed text-muted-foreground">
          {trialText.body} Prix hors taxes, facturés au mois ou à l'année.
        </p>
        <p
          data-testid="user-definition"
          className="mx-auto mt-3 max-w-2xl text-center text-sm leading-relaxed text-muted-foreground"
        >
          {USER_DEFINITION}
        </p>
      </section>

      <CtaBand
        id="questions"
        title={"Une question avant de choisir\u202f?"}
        lead="Consultez les questions fréquentes ou parlez à notre équipe pour une offre sur mesure."
      >
        <SiteLink href="/faq" className={buttonClass("outline", "lg")}>
          <HelpCircle aria-hidden />
          Questions fréquentes
        </SiteLink>
        <SiteLink href="/contact?sujet=entreprise" className={buttonClass("primary", "lg")}>
          Demander un devis
        </SiteLink>
      </CtaBand>
    </>
  );
}
