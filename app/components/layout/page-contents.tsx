import { cn } from "~/lib/cn";

/**
 * A long page's 'Sommaire': its sections' titles, each a link to its section, in a column that
 * stays in view beside the text from 1024 px (/docs, the legal pages). `onPhones`: also shown,
 * above the text, below 1024 px (/docs).
 */
export function PageContents({
  sections,
  onPhones = false,
}: {
  sections: readonly { id: string; title: string }[];
  onPhones?: boolean;
}) {
  return (
    <nav
      aria-labelledby="sommaire-titre"
      className={cn("lg:sticky lg:top-24 lg:self-start", !onPhones && "hidden lg:block")}
    >
      <h2 id="sommaire-titre" className="text-sm font-semibold">
        Sommaire
      </h2>
      <ol className="mt-4 grid gap-1 border-l text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="-ml-px block border-l border-transparent py-1.5 pl-4 text-muted-foreground transition-colors hover:border-foreground hover:text-foreground"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
