import { ArrowRight, Check } from "lucide-react";
import { hookAttrs, landingHooks } from "../hooks";
import { ProjectVisual } from "~/features/projects";
import { projectsWithDetails } from "~/content/project-details";
import { projectHref } from "~/content/projects";

/**
 * The six product cards (server-only markup). Each 'En savoir plus' link carries its product's
 * id: the dialog controller opens the dialog on click; without JavaScript the link leads to the
 * product's URL, where the server shows its details (project-noscript-panel.tsx).
 */
export function ProjectCards() {
  return (
    <ul
      className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      {...hookAttrs(landingHooks.projectCards)}
    >
      {projectsWithDetails.map((project) => (
        <li key={project.id}>
          <article
            data-testid="project-card"
            data-project={project.id}
            className="flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md"
          >
            <ProjectVisual project={project} className="border-b" />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-lg font-semibold">{project.name}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                {project.description}
              </p>
              <ul className="mt-4 grid gap-2 text-sm">
                {project.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
                    {feature}
                  </li>
                ))}
              </ul>
              <a
                href={projectHref(project.id)}
                {...hookAttrs(landingHooks.projectTrigger, project.id)}
                aria-haspopup="dialog"
                className="group mt-6 inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-medium text-brand hover:underline"
              >
                En savoir plus
                <span className="sr-only"> sur {project.name}</span>
                <ArrowRight
                  aria-hidden
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                />
              </a>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
