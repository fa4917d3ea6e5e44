import { containerClass, sectionClass, SectionHeading } from "./section-heading";
import { ProjectCards } from "~/features/projects";
import { sectionHeadings } from "~/content/landing";

/** Projects (#projets): the six showcased products (SPEC sections 1 and 2). */
export function ProjectsSection() {
  return (
    <section id="projets" aria-labelledby="projets-titre" className={sectionClass}>
      <div className={containerClass}>
        <SectionHeading id="projets-titre" {...sectionHeadings.projects} />
        <ProjectCards />
      </div>
    </section>
  );
}
