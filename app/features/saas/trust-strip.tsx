import { Quote } from "lucide-react";
import { clientLogos, saasTestimonials } from "~/content/saas";

/** Five client wordmarks and three customer testimonials (SPEC section 1). */
export function TrustStrip() {
  return (
    <div className="grid gap-14">
      <ul
        aria-label="Ils nous font confiance"
        className="flex flex-wrap items-center justify-center gap-x-10 gap-y-6"
      >
        {clientLogos.map((logo) => (
          <li
            key={logo.name}
            className="flex items-center gap-2 text-base font-semibold tracking-tight text-muted-foreground"
          >
            <logo.icon aria-hidden className="size-5" />
            {logo.name}
          </li>
        ))}
      </ul>
      <ul className="grid gap-6 md:grid-cols-3">
        {saasTestimonials.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
              <Quote aria-hidden className="size-6 text-brand" />
              <blockquote className="mt-4 flex-1 leading-relaxed">
                <p>
                  {"«\u202f"}
                  {t.quote}
                  {"\u202f»"}
                </p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                >
                  {t.initials}
                </span>
                <span className="grid text-sm">
                  <span className="font-semibold">{t.name}</span>
                  <span className="text-muted-foreground">{t.company}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
