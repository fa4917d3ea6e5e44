import { Globe, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { telHref, type SiteConfig } from "~/content/site";

/** The company's contact data (SPEC section 1): address, two phones, e-mail, website. */
export function ContactInfo({ site }: { site: SiteConfig }) {
  return (
    <ul className="grid content-start gap-6" aria-label="Nos coordonnées">
      <Info icon={<MapPin aria-hidden />} label="Adresse">
        {site.address}
      </Info>
      <Info icon={<Phone aria-hidden />} label="Téléphone">
        <a href={telHref(site.phoneGuinea)} className="flex min-h-6 items-center hover:underline">
          {site.phoneGuinea} (Guinée)
        </a>
        <a href={telHref(site.phoneFrance)} className="flex min-h-6 items-center hover:underline">
          {site.phoneFrance} (France)
        </a>
      </Info>
      <Info icon={<Mail aria-hidden />} label="E-mail">
        <a href={`mailto:${site.email}`} className="hover:underline">
          {site.email}
        </a>
      </Info>
      <Info icon={<Globe aria-hidden />} label="Site web">
        <a href={site.website} className="hover:underline" rel="noopener noreferrer">
          {site.website.replace(/^https?:\/\//, "")}
        </a>
      </Info>
    </ul>
  );
}

function Info({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-brand [&_svg]:size-5">
        {icon}
      </span>
      <div className="grid gap-0.5 text-sm">
        <p className="font-semibold">{label}</p>
        <div className="break-words text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}
