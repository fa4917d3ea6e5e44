import { Clock, Globe, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { telHref } from "~/content/site";
import { useRootData } from "~/lib/use-root-data";

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-brand">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold">{title}</p>
        <div className="mt-1 text-sm leading-relaxed break-words text-muted-foreground">
          {children}
        </div>
      </div>
    </li>
  );
}

const linkClass = "text-foreground underline-offset-4 hover:underline";

/** The company's contact data and a map-free address block, from the site config. */
export function ContactDetails() {
  const { site } = useRootData();
  return (
    <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
      <h2 className="text-xl font-semibold">Nos coordonnées</h2>
      <ul className="mt-6 grid gap-6">
        <Item icon={<MapPin aria-hidden className="size-5" />} title="Adresse">
          <address className="not-italic" data-testid="contact-address">
            {site.brandName}
            <br />
            {site.address}
          </address>
        </Item>
        <Item icon={<Phone aria-hidden className="size-5" />} title="Téléphone">
          <span className="grid gap-1">
            <span>
              {"Guinée\u00a0: "}
              <a href={telHref(site.phoneGuinea)} className={linkClass}>
                {site.phoneGuinea}
              </a>
            </span>
            <span>
              {"France\u00a0: "}
              <a href={telHref(site.phoneFrance)} className={linkClass}>
                {site.phoneFrance}
              </a>
            </span>
          </span>
        </Item>
        <Item icon={<Mail aria-hidden className="size-5" />} title="E-mail">
          <a href={`mailto:${site.email}`} className={linkClass}>
            {site.email}
          </a>
        </Item>
        <Item icon={<Globe aria-hidden className="size-5" />} title="Site web">
          <a href={site.website} className={linkClass} rel="noopener noreferrer" target="_blank">
            {site.website.replace(/^https?:\/\//, "")}
          </a>
        </Item>
        <Item icon={<Clock aria-hidden className="size-5" />} title="Horaires">
          {"Du lundi au vendredi, de 8\u00a0h à 18\u00a0h (heure de Conakry)"}
        </Item>
      </ul>
    </div>
  );
}
