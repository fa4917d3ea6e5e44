import { Clock, Globe, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { telHref, type SiteConfig } from "~/content/site";
import { cn } from "~/lib/cn";

/**
 * `card`: the /contact page's block, with its heading, the brand in the address and the opening
 * hours. `list`: the landing's column beside the form (server-only markup there).
 */
type ContactDetailsVariant = "card" | "list";

const itemClasses = {
  card: {
    icon: "size-10",
    body: "min-w-0",
    label: "text-sm font-semibold",
    value: "mt-1 text-sm leading-relaxed break-words text-muted-foreground",
    link: "text-foreground underline-offset-4 hover:underline",
  },
  list: {
    icon: "size-11",
    body: "grid gap-0.5 text-sm",
    label: "font-semibold",
    value: "break-words text-muted-foreground",
    link: "hover:underline",
  },
} as const;

const HOURS = "Du lundi au vendredi, de 8\u00a0h à 18\u00a0h (heure de Conakry)";

/** The company's contact data (SPEC section 1): address, two phones, e-mail, website. */
export function ContactDetails({
  site,
  variant,
}: {
  site: SiteConfig;
  variant: ContactDetailsVariant;
}) {
  const classes = itemClasses[variant];
  const card = variant === "card";
  const list = (
    <ul
      className={card ? "mt-6 grid gap-6" : "grid content-start gap-6"}
      aria-label={card ? undefined : "Nos coordonnées"}
    >
      <Item variant={variant} icon={<MapPin aria-hidden />} label="Adresse">
        {card ? (
          <address className="not-italic" data-testid="contact-address">
            {site.brandName}
            <br />
            {site.address}
          </address>
        ) : (
          site.address
        )}
      </Item>
      <Item variant={variant} icon={<Phone aria-hidden />} label="Téléphone">
        {card ? (
          <span className="grid gap-1">
            <span>
              {"Guinée\u00a0: "}
              <a href={telHref(site.phoneGuinea)} className={classes.link}>
                {site.phoneGuinea}
              </a>
            </span>
            <span>
              {"France\u00a0: "}
              <a href={telHref(site.phoneFrance)} className={classes.link}>
                {site.phoneFrance}
              </a>
            </span>
          </span>
        ) : (
          <>
            <a
              href={telHref(site.phoneGuinea)}
              className="flex min-h-6 items-center hover:underline"
            >
              {site.phoneGuinea} (Guinée)
            </a>
            <a
              href={telHref(site.phoneFrance)}
              className="flex min-h-6 items-center hover:underline"
            >
              {site.phoneFrance} (France)
            </a>
          </>
        )}
      </Item>
      <Item variant={variant} icon={<Mail aria-hidden />} label="E-mail">
        <a href={`mailto:${site.email}`} className={classes.link}>
          {site.email}
        </a>
      </Item>
      <Item variant={variant} icon={<Globe aria-hidden />} label="Site web">
        <a
          href={site.website}
          className={classes.link}
          rel="noopener noreferrer"
          target={card ? "_blank" : undefined}
        >
          {site.website.replace(/^https?:\/\//, "")}
        </a>
      </Item>
      {card ? (
        <Item variant={variant} icon={<Clock aria-hidden />} label="Horaires">
          {HOURS}
        </Item>
      ) : null}
    </ul>
  );
  if (!card) return list;
  return (
    <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
      <h2 className="text-xl font-semibold">Nos coordonnées</h2>
      {list}
    </div>
  );
}

function Item({
  variant,
  icon,
  label,
  children,
}: {
  variant: ContactDetailsVariant;
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  const classes = itemClasses[variant];
  return (
    <li className="flex gap-4">
      <span
        className={cn(
          "inline-flex shrink-0 items-center justify-center rounded-lg bg-primary/10 text-brand [&_svg]:size-5",
          classes.icon,
        )}
      >
        {icon}
      </span>
      <div className={classes.body}>
        <p className={classes.label}>{label}</p>
        <div className={classes.value}>{children}</div>
      </div>
    </li>
  );
}
