import { ArrowRight, Cloud, Code2, Network, ShieldCheck, Sparkles } from "lucide-react";
import { hookAttrs, landingHooks } from "../hooks";
import { StaticLink } from "./static-link";
import { buttonClass } from "~/components/ui/button";
import { heroContent } from "~/content/landing";
import type { SiteConfig } from "~/content/site";

const highlightIcons = [Code2, Network, Cloud, ShieldCheck];

/**
 * The landing hero (SPEC section 2): company name, tagline, two calls to action. Server-only
 * markup; the background video is added into `[data-hero-media]` by HeroVideo.
 */
export function Hero({ site }: { site: SiteConfig }) {
  return (
    <section
      id="accueil"
      aria-labelledby="accueil-titre"
      className="relative isolate -mt-16 overflow-hidden border-b pt-16 lg:-mt-[6.25rem] lg:pt-[6.25rem]"
    >
      <div
        aria-hidden
        {...hookAttrs(landingHooks.heroMedia)}
        className="hero-poster absolute inset-0 -z-20"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_55%_at_50%_0%,color-mix(in_oklab,var(--primary)_24%,transparent),transparent)] md:bg-[linear-gradient(to_bottom,color-mix(in_oklab,var(--background)_88%,transparent),var(--background))] md:dark:bg-[linear-gradient(to_bottom,color-mix(in_oklab,var(--background)_55%,transparent),var(--background))]"
      />
      <div className="mx-auto flex max-w-5xl flex-col items-center px-4 pt-20 pb-24 text-center sm:px-6 sm:pt-28 sm:pb-32 lg:pt-32 lg:pb-36">
        <p className="inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 text-xs font-medium text-muted-foreground backdrop-blur">
          <Sparkles aria-hidden className="size-3.5 text-brand" />
          {heroContent.badge}
        </p>
        <h1
          id="accueil-titre"
          className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-6xl lg:text-7xl"
        >
          {site.brandName}
          <span className="mt-2 block text-brand">{heroContent.headlineSuffix}</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted-foreground sm:text-xl">
          {site.tagline}
        </p>
        <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <StaticLink href={heroContent.primary.href} className={buttonClass("primary", "lg")}>
            {heroContent.primary.label}
            <ArrowRight aria-hidden />
          </StaticLink>
          <StaticLink
            href={heroContent.secondary.href}
            className={`${buttonClass("outline", "lg")} bg-background/70 backdrop-blur`}
          >
            {heroContent.secondary.label}
          </StaticLink>
        </div>
        <ul className="mt-12 flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm text-muted-foreground">
          {heroContent.highlights.map((label, i) => {
            const Icon = highlightIcons[i] ?? Code2;
            return (
              <li key={label} className="flex items-center gap-2">
                <Icon aria-hidden className="size-4 text-brand" />
                {label}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
