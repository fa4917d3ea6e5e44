import { techLogoHref } from "./tech-logo-sprite";
import type { TechIcon } from "~/content/technologies";
import { cn } from "~/lib/cn";

/**
 * A technology's logo: a simple-icons symbol of the sprite (tech-logo-sprite.ts) in
 * currentColor, or a lucide icon.
 */
export function TechLogo({ icon, className }: { icon: TechIcon; className?: string }) {
  if ("path" in icon) {
    return (
      <svg viewBox="0 0 24 24" aria-hidden fill="currentColor" className={cn("size-5", className)}>
        <use href={techLogoHref(icon.slug)} />
      </svg>
    );
  }
  const Icon = icon;
  return <Icon aria-hidden className={cn("size-5", className)} />;
}
