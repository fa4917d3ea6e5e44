import { cardClass, sectionClass } from "../section-classes";
import { SectionHeading } from "./section-heading";
import { aboutPillars, sectionHeadings } from "~/content/landing";
import { Section, SectionContainer } from "~/components/ui/section";

/** About (#a-propos): the three pillars of SPEC section 2. */
export function AboutSection() {
  return (
    <Section id="a-propos" aria-labelledby="a-propos-titre" className={sectionClass}>
      <SectionContainer>
        <SectionHeading id="a-propos-titre" {...sectionHeadings.about} />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {aboutPillars.map(({ icon: Icon, title, text }) => (
            <li key={title} className={`${cardClass} p-6 sm:p-8`}>
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary/10 text-brand">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </SectionContainer>
    </Section>
  );
}
