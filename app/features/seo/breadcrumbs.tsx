import { ChevronRight } from "lucide-react";
import { JsonLd } from "./json-ld";
import { breadcrumbLd, type Crumb } from "./structured-data";
import { SiteLink } from "~/components/layout/site-link";
import { useRootData } from "~/lib/use-root-data";

/**
 * The trail from the home page to the current page: visible navigation and BreadcrumbList
 * structured data from the same list. `Accueil` comes first on its own.
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { siteUrl } = useRootData();
  const crumbs: Crumb[] = [{ name: "Accueil", path: "/" }, ...items];
  return (
    <>
      <nav aria-label="Fil d'Ariane">
        <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
          {crumbs.map((c, i) => (
            <li key={c.path} className="flex items-center gap-1.5">
              {i > 0 && <ChevronRight aria-hidden className="size-3.5" />}
              {i === crumbs.length - 1 ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {c.name}
                </span>
              ) : (
                <SiteLink href={c.path} className="hover:text-foreground hover:underline">
                  {c.name}
                </SiteLink>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbLd(siteUrl, crumbs)} />
    </>
  );
}
