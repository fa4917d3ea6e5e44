import { Mail, MapPin, Phone } from "lucide-react";
import type { MouseEvent } from "react";
import { Brand } from "./brand";
import { SiteLink } from "./site-link";
import { SocialIcon } from "./social-icon";
import { toast } from "~/components/ui/toast-store";
import { footerColumns, footerLegalLinks } from "~/content/site-links";
import { telHref } from "~/content/site";
import { notImplementedToast } from "~/content/toasts";
import { openProjectDialog } from "~/lib/project-dialog-event";
import { useRootData } from "~/lib/use-root-data";

/** On the landing page, a product entry opens its dialog by name, without navigating. */
const openProjectOnLanding = (name: string) => (event: MouseEvent<HTMLElement>) => {
  if (window.location.pathname === "/" && openProjectDialog(name)) event.preventDefault();
};

const linkClass = "text-sm text-muted-foreground transition-colors hover:text-foreground text-left";
const socialClass =
  "inline-flex size-9 items-center justify-center rounded-md border text-muted-foreground transition-colors hover:bg-accent hover:text-foreground";

/** The public footer (SPEC section 2): link columns, products, contact, socials, legal row. */
export function SiteFooter() {
  const { site, now } = useRootData();
  const year = new Date(now).getFullYear();
  return (
    <footer id="pied-de-page" className="border-t bg-muted/30">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.3fr_2fr]">
        <div className="grid content-start gap-5">
          <Brand name={site.brandName} />
          <p className="max-w-sm text-sm leading-relaxed text-muted-foreground">{site.tagline}</p>
          <ul className="grid gap-2 text-sm text-muted-foreground">
            <li className="flex gap-2">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
              {site.address}
            </li>
            <li className="flex flex-wrap gap-x-2">
              <Phone aria-hidden className="mt-0.5 size-4 shrink-0" />
              <a href={telHref(site.phoneGuinea)} className="hover:text-foreground">
                {site.phoneGuinea}
              </a>
              <span aria-hidden>·</span>
              <a href={telHref(site.phoneFrance)} className="hover:text-foreground">
                {site.phoneFrance}
              </a>
            </li>
            <li className="flex gap-2">
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${site.email}`} className="hover:text-foreground">
                {site.email}
              </a>
            </li>
          </ul>
          <ul className="flex gap-2" aria-label="Réseaux sociaux">
            {site.socials.map((s) => (
              <li key={s.network}>
                {s.url ? (
                  <a
                    href={s.url}
                    className={socialClass}
                    aria-label={s.name}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    <SocialIcon network={s.network} className="size-4" />
                  </a>
                ) : (
                  <button
                    type="button"
                    className={socialClass}
                    aria-label={s.name}
                    onClick={() => toast(notImplementedToast)}
                  >
                    <SocialIcon network={s.network} className="size-4" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footerColumns.map((col) => (
            <nav key={col.title} aria-label={col.title}>
              <h2 className="text-sm font-semibold">{col.title}</h2>
              <ul className="mt-4 grid gap-2.5">
                {col.links.map((link) => (
                  <li key={link.href}>
                    <SiteLink
                      href={link.href}
                      className={linkClass}
                      onNavigate={
                        link.projectName ? openProjectOnLanding(link.projectName) : undefined
                      }
                    >
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 pt-6 pb-20 sm:px-6 md:pb-6 md:flex-row md:items-center md:justify-between">
          <p className="text-sm text-muted-foreground">
            © {year} {site.brandName}. Tous droits réservés.
          </p>
          <nav aria-label="Informations légales">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {footerLegalLinks.map((link) => (
                <li key={link.href}>
                  <SiteLink href={link.href} className={linkClass}>
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
