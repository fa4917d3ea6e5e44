import { Check } from "lucide-react";
import type { ProjectWithDetails } from "~/content/project-details";

/** A product's long description, key features and tech stack (dialog and no-JS panel). */
export function ProjectDetailsBody({ project }: { project: ProjectWithDetails }) {
  return (
    <>
      <p className="mt-4 leading-relaxed">{project.longDescription}</p>
      <h3 className="mt-6 text-sm font-semibold">Fonctionnalités clés</h3>
      <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        {project.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
            {feature}
          </li>
        ))}
      </ul>
      <h3 className="mt-6 text-sm font-semibold">Technologies</h3>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Technologies utilisées">
        {project.techStack.map((tech) => (
          <li key={tech} className="rounded-full border bg-muted px-3 py-1 text-xs font-medium">
            {tech}
          </li>
        ))}
      </ul>
    </>
  );
}
