import { technologies, type TechIcon } from "~/content/technologies";
import { cn } from "~/lib/cn";

const symbolId = (slug: string) => `logo-${slug}`;

/**
 * The simple-icons logos, defined once per page as SVG symbols: the carousels show each logo up
 * to four times, and the paths are most of their weight. Rendered at the top of the technology
 * strip, the first section that uses them.
 */
export function TechLogoSymbols() {
  return (
    <svg aria-hidden className="absolute size-0 overflow-hidden">
      <defs>
        {technologies.map(({ icon }) =>
          "path" in icon ? (
            <symbol key={icon.slug} id={symbolId(icon.slug)} viewBox="0 0 24 24">
              <path d={icon.path} />
            </symbol>
          ) : null,
        )}
      </defs>
    </svg>
  );
}

/** A technology's logo: a simple-icons symbol in currentColor, or a lucide icon. */
export function TechLogo({ icon, className }: { icon: TechIcon; className?: string }) {
  if ("path" in icon) {
    return (
      <svg viewBox="0 0 24 24" aria-hidden fill="currentColor" className={cn("size-5", className)}>
        <use href={`#${symbolId(icon.slug)}`} />
      </svg>
    );
  }
  const Icon = icon;
  return <Icon aria-hidden className={cn("size-5", className)} />;
}
