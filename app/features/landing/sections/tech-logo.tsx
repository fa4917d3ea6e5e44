import { techLogoClass } from "./tech-logo-files";
import type { TechIcon } from "~/content/technologies";
import { cn } from "~/lib/cn";

/**
 * A technology's logo: a simple-icons file drawn as a mask in currentColor (tech-logo-files.ts),
 * or a lucide icon.
 */
export function TechLogo({ icon, className }: { icon: TechIcon; className?: string }) {
  if ("path" in icon) {
    return (
      <span aria-hidden className={cn("tech-logo size-5", techLogoClass(icon.slug), className)} />
    );
  }
  const Icon = icon;
  return <Icon aria-hidden className={cn("size-5", className)} />;
}
