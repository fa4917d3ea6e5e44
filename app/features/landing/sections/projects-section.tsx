import { sectionClass } from "../section-classes";
import { SectionHeading } from "./section-heading";
import { ProjectCards } from "./project-cards";
import { sectionHeadings } from "~/content/landing";
import { Section, SectionContainer } from "~/components/ui/section";

/** Projects (#projets): the six showcased products (SPEC sections 1 and 2). */
export function ProjectsSection() {
  return (
    <Section id="projets" aria-labelledby="projets-titre" className={sectionClass}>
      <SectionContainer>
        <SectionHeading id="projets-titre" {...sectionHeadings.projects} />
        <ProjectCards />
      </SectionContainer>
    </Section>
  );
}
