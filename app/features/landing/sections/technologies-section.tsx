import { Marquee } from "./marquee";
import { sectionClass } from "../section-classes";
import { SectionHeading } from "./section-heading";
import { TechLogo } from "./tech-logo";
import { TECH_ROWS, technologyRows } from "~/content/technologies";
import { sectionHeadings } from "~/content/landing";
import { Section, SectionContainer } from "~/components/ui/section";

/** Technologies (#technologies): about 45 logos in three auto-scrolling rows (SPEC section 2). */
export function TechnologiesSection() {
  const rows = technologyRows();
  return (
    <Section id="technologies" aria-labelledby="technologies-titre" className={sectionClass}>
      <SectionContainer>
        <SectionHeading id="technologies-titre" {...sectionHeadings.technologies} />
      </SectionContainer>
      <div className="mt-14 grid gap-4">
        {TECH_ROWS.map((row, index) => (
          <Marquee
            key={row.category}
            items={rows[index] ?? []}
            seconds={row.seconds}
            label={row.label}
            reverse={index === 1}
            testId={`tech-row-${index}`}
            itemKey={(t) => t.name}
            renderItem={(t) => (
              <div className="flex w-72 items-center gap-3 rounded-xl border bg-card p-4 shadow-sm">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-muted text-foreground">
                  <TechLogo icon={t.icon} className="size-6" />
                </span>
                <span className="grid min-w-0 gap-0.5">
                  <span className="text-sm font-semibold">{t.name}</span>
                  <span className="text-xs leading-snug text-muted-foreground">
                    {t.description}
                  </span>
                </span>
              </div>
            )}
          />
        ))}
      </div>
    </Section>
  );
}
