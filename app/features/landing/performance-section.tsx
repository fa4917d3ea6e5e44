import { cardClass, containerClass, SectionHeading } from "./section-heading";
import { performanceCards, sectionHeadings } from "~/content/landing";

/** Performance: three cards (SPEC section 2). */
export function PerformanceSection() {
  return (
    <section aria-labelledby="performance-titre" className="below-fold py-20 sm:py-28">
      <div className={containerClass}>
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
      </div>
    </section>
  );
}
