import { Quote } from "lucide-react";
import { cardClass, sectionClass } from "../section-classes";
import { SectionHeading } from "./section-heading";
import { de } from "~/content/french";
import { testimonials, type Testimonial } from "~/content/testimonials";
import { sectionHeadings } from "~/content/landing";
import { Section, SectionContainer } from "~/components/ui/section";

const hueClass: Record<Testimonial["avatar"]["hue"], string> = {
  blue: "fill-blue-700",
  emerald: "fill-emerald-700",
  violet: "fill-violet-700",
  amber: "fill-amber-700",
  rose: "fill-rose-700",
  cyan: "fill-cyan-800",
};

/** An avatar drawn by the site: initials on a coloured disc. */
function Avatar({ avatar, name }: { avatar: Testimonial["avatar"]; name: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      width="48"
      height="48"
      role="img"
      aria-label={`Avatar ${de(name)}`}
      className="shrink-0"
    >
      <circle cx="24" cy="24" r="24" className={hueClass[avatar.hue]} />
      <text
        x="24"
        y="24"
        dy=".35em"
        textAnchor="middle"
        className="fill-white text-base font-semibold"
      >
        {avatar.initials}
      </text>
    </svg>
  );
}

/** Testimonials (#temoignages): quote, name, company and avatar (SPEC section 2). */
export function TestimonialsSection() {
  return (
    <Section id="temoignages" aria-labelledby="temoignages-titre" className={sectionClass}>
      <SectionContainer>
        <SectionHeading id="temoignages-titre" {...sectionHeadings.testimonials} />
        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.name}>
              <figure
                data-testid="testimonial"
                className={`${cardClass} flex h-full flex-col justify-between gap-6 p-6`}
              >
                <blockquote className="relative">
                  <Quote aria-hidden className="size-6 text-brand/40" />
                  <p className="mt-3 leading-relaxed">«&#8239;{t.quote}&#8239;»</p>
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  <Avatar avatar={t.avatar} name={t.name} />
                  <span className="grid">
                    <span className="font-semibold">{t.name}</span>
                    <span className="text-sm text-muted-foreground">{t.company}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </SectionContainer>
    </Section>
  );
}
