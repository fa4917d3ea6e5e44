import { Check } from "lucide-react";
import { cardClass, sectionClass } from "../section-classes";
import { SectionHeading } from "./section-heading";
import { processSteps } from "~/content/process";
import { sectionHeadings } from "~/content/landing";
import { Section, SectionContainer } from "~/components/ui/section";

/** Process (#processus): the five-step timeline of SPEC section 2. */
export function ProcessSection() {
  return (
    <Section
      id="processus"
      aria-labelledby="processus-titre"
      className={`${sectionClass} border-y bg-muted/30`}
    >
      <SectionContainer>
        <SectionHeading id="processus-titre" {...sectionHeadings.process} />
        <ol className="relative mx-auto mt-14 grid max-w-4xl gap-8 before:absolute before:top-2 before:bottom-2 before:left-5 before:w-px before:bg-border sm:before:left-6">
          {processSteps.map((step, index) => (
            <li
              key={step.id}
              data-testid="process-step"
              className="relative grid grid-cols-[2.5rem_1fr] gap-4 sm:grid-cols-[3rem_1fr] sm:gap-6"
            >
              <span className="relative z-10 inline-flex size-10 items-center justify-center rounded-full border-2 border-primary bg-background text-brand sm:size-12">
                <step.icon aria-hidden className="size-5" />
              </span>
              <div className={`${cardClass} p-5 sm:p-6`}>
                <p className="text-xs font-semibold tracking-wide text-brand uppercase">
                  Étape {index + 1}
                </p>
                <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{step.description}</p>
                <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
                  {step.details.map((detail) => (
                    <li key={detail} className="flex gap-2">
                      <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
                      {detail}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </SectionContainer>
    </Section>
  );
}
