import { containerClass, sectionClass, SectionHeading } from "./section-heading";
import { ProjectCards } from "~/features/projects";

/** Projects (#projets): the six showcased products (SPEC sections 1 and 2). */
export function ProjectsSection() {
  return (
    <section id="projets" aria-labelledby="projets-titre" className={sectionClass}>
      <div className={containerClass}>
        <SectionHeading
          id="projets-titre"
          eyebrow="Réalisations"
          title="Nos produits phares"
          lead="Des plateformes conçues, développées et exploitées par nos équipes, en Guinée et au-delà."
        />
        <ProjectCards />
      </div>
    </section>
  );
}
