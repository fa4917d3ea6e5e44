import { cardClass } from "../section-classes";
import { SectionHeading } from "./section-heading";
import { performanceCards, sectionHeadings } from "~/content/landing";
import { Section, SectionContainer } from "~/components/ui/section";

/** Performance: three cards (SPEC section 2). */
export function PerformanceSection() {
  return (
    <Section aria-labelledby="performance-titre" className="py-20 sm:py-28">
      <SectionContainer>
        <SectionHeading id="performance-titre" {...sectionHeadings.performance} />
        <ul className="mt-14 grid gap-6 md:grid-cols-3" data-testid="performance-cards">
          {performanceCards.map(({ icon: Icon, title, text }) => (
            <li key={title} className={`${cardClass} p-6 sm:p-8`}>
              <Icon aria-hidden className="size-6 text-brand" />
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </SectionContainer>
    </Section>
  );
}
