import { ArrowRight, Sparkles } from "lucide-react";
import { SiteLink } from "~/components/layout/site-link";
import { buttonClass } from "~/components/ui/button";
import { useRootData } from "~/lib/use-root-data";

/** The landing hero (SPEC section 2): company name, tagline, two calls to action. */
export function Hero() {
  const { site } = useRootData();
  return (
    <section id="accueil" className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_50%_at_50%_0%,color-mix(in_oklab,var(--primary)_22%,transparent),transparent)]"
      />
      <div className="mx-auto flex max-w-5xl flex-col items-center px-4 pt-20 pb-24 text-center sm:px-6 sm:pt-28 sm:pb-32">
        <p className="inline-flex items-center gap-2 rounded-full border bg-background/60 px-3 py-1 text-xs font-medium text-muted-foreground">
          <Sparkles aria-hidden className="size-3.5 text-brand" />
          Services numériques et IA, depuis Conakry
        </p>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-6xl">
          {site.brandName}
          <span className="block text-brand">votre partenaire digital en Guinée</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted-foreground">
          {site.tagline}
        </p>
        <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <SiteLink href="/services/developpement" className={buttonClass("primary", "lg")}>
            Nos Services
            <ArrowRight aria-hidden />
          </SiteLink>
          <SiteLink href="/saas" className={buttonClass("outline", "lg")}>
            Découvrir la SAAS
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
