import { ChevronRight, Compass, Lightbulb } from "lucide-react";
import { PageContents } from "~/components/layout/page-contents";
import { HeroCard } from "~/components/layout/hero-card";
import { PageIntro } from "~/components/layout/page-intro";
import { SiteLink } from "~/components/layout/site-link";
import { buttonClass } from "~/components/ui/button";
import { docSections, docsIntro, docsShortcuts } from "~/content/docs";
import { Breadcrumbs } from "~/features/seo";

/** Where to go next, in the hero's other half (it was empty). */
function Shortcuts() {
  return (
    <HeroCard
      id="acces-rapide"
      icon={Compass}
      eyebrow={docsShortcuts.eyebrow}
      title={docsShortcuts.title}
    >
      <ul className="-mx-2 grid gap-1">
        {docsShortcuts.links.map(({ icon: Icon, ...link }) => (
          <li key={link.href}>
            <SiteLink
              href={link.href}
              className="group flex items-center gap-3 rounded-md px-2 py-2 transition-colors hover:bg-accent"
            >
              <Icon aria-hidden className="size-5 shrink-0 text-brand" />
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{link.label}</span>
                <span className="block text-sm text-muted-foreground">{link.detail}</span>
              </span>
              <ChevronRight
                aria-hidden
                className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
              />
            </SiteLink>
          </li>
        ))}
      </ul>
    </HeroCard>
  );
}

/** /docs: the platform's documentation on one page, with an in-page table of contents. */
export function DocsPage() {
  return (
    <>
      <PageIntro
        top={<Breadcrumbs items={[{ name: "Documentation", path: "/docs" }]} />}
        eyebrow={docsIntro.eyebrow}
        title={docsIntro.title}
        lead={docsIntro.lead}
        aside={<Shortcuts />}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <PageContents sections={docSections} onPhones />
        <div className="grid max-w-3xl gap-16">
          {docSections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-titre`}>
              <h2 id={`${s.id}-titre`} className="text-2xl font-bold tracking-tight">
                {s.title}
              </h2>
              <p className="mt-3 leading-relaxed text-muted-foreground">{s.intro}</p>
              {s.steps && (
                <ol className="mt-6 grid gap-3">
                  {s.steps.map((step, i) => (
                    <li key={step} className="flex gap-4 rounded-xl border bg-card p-4">
                      <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-brand">
                        {i + 1}
                      </span>
                      <span className="leading-relaxed">{step}</span>
                    </li>
                  ))}
                </ol>
              )}
              {s.tips?.map((tip) => (
                <p
                  key={tip}
                  className="mt-4 flex gap-3 rounded-xl border border-primary/20 bg-primary/5 p-4 leading-relaxed"
                >
                  <Lightbulb aria-hidden className="size-5 shrink-0 text-brand" />
                  <span>
                    <span className="font-semibold">{"Astuce\u00a0: "}</span>
                    {tip}
                  </span>
                </p>
              ))}
            </section>
          ))}
          <div className="flex flex-col gap-3 rounded-2xl border bg-card p-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="font-medium">{"Une question sans réponse ici\u202f?"}</p>
            <div className="flex flex-wrap gap-3">
              <SiteLink href="/faq" className={buttonClass("outline", "md")}>
                Questions fréquentes
              </SiteLink>
              <SiteLink href="/contact" className={buttonClass("primary", "md")}>
                Contacter le support
              </SiteLink>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
