import { PageContents } from "~/components/layout/page-contents";
import { PageIntro } from "~/components/layout/page-intro";
import { SiteLink } from "~/components/layout/site-link";
import { LEGAL_UPDATED, type LegalBlock, type LegalDocument } from "~/content/legal";
import { Breadcrumbs } from "~/features/seo";

const others: { path: LegalDocument["path"]; label: string }[] = [
  { path: "/legal", label: "Mentions légales" },
  { path: "/privacy", label: "Politique de confidentialité" },
  { path: "/terms", label: "Conditions d'utilisation" },
];

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "p":
      return <p className="leading-relaxed text-muted-foreground">{block.text}</p>;
    case "list":
      return (
        <ul className="grid list-disc gap-2 pl-5 leading-relaxed text-muted-foreground marker:text-brand">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "facts":
      return (
        <dl className="divide-y rounded-xl border bg-card">
          {block.items.map((item) => (
            <div
              key={item.term}
              className="grid gap-1 px-5 py-3.5 sm:grid-cols-[14rem_1fr] sm:gap-4"
            >
              <dt className="text-sm font-semibold">{item.term}</dt>
              <dd className="text-sm break-words text-muted-foreground">{item.value}</dd>
            </div>
          ))}
        </dl>
      );
  }
}

/** One legal page (quality bar, "Legal pages"), from a document built from the site config. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <>
      <PageIntro
        top={<Breadcrumbs items={[{ name: doc.title, path: doc.path }]} />}
        eyebrow="Informations légales"
        title={doc.title}
        lead={doc.lead}
      >
        <p className="mt-4 text-sm text-muted-foreground">
          {"Dernière mise à jour\u00a0: "}
          {LEGAL_UPDATED}
        </p>
      </PageIntro>
      {/* From 1024 px, the sections' list beside the text, as on /docs: the text alone left the
          right half of the page empty. A phone goes without: the sections follow at once. */}
      <div className="mx-auto grid max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <PageContents sections={doc.sections} />
        <div className="grid max-w-3xl gap-12">
          {doc.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-titre`}
              className="grid gap-4"
            >
              <h2 id={`${section.id}-titre`} className="text-xl font-bold tracking-tight">
                {section.title}
              </h2>
              {section.blocks.map((block, i) => (
                <Block key={i} block={block} />
              ))}
            </section>
          ))}
          <nav aria-label="Autres informations légales" className="border-t pt-8">
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {others
                .filter((o) => o.path !== doc.path)
                .map((o) => (
                  <li key={o.path}>
                    <SiteLink href={o.path} className="font-medium text-brand hover:underline">
                      {o.label}
                    </SiteLink>
                  </li>
                ))}
            </ul>
          </nav>
        </div>
      </div>
    </>
  );
}
