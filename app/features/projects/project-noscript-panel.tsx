import { ProjectDetailsBody } from "./project-details-body";
import { ProjectVisual } from "./project-visual";
import { buttonClass } from "~/components/ui/button";
import type { ProjectWithDetails } from "~/content/project-details";

/**
 * The product details for visitors without JavaScript who followed /?projet=<id>#projets: the
 * dialog's content in a <noscript> overlay (browsers running scripts ignore it and open the
 * dialog instead). Server-only markup.
 */
export function ProjectNoscriptPanel({ project }: { project: ProjectWithDetails }) {
  return (
    <noscript>
      <div className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-black/60 p-4">
        <section
          aria-labelledby="projet-details-titre"
          data-testid="project-noscript-panel"
          className="w-full max-w-2xl overflow-hidden rounded-xl border bg-background shadow-2xl"
        >
          <ProjectVisual project={project} className="aspect-auto h-40 sm:h-48" />
          <div className="p-6">
            <h2 id="projet-details-titre" className="text-2xl font-bold tracking-tight">
              {project.name}
            </h2>
            <p className="mt-1 text-muted-foreground">{project.description}</p>
            <ProjectDetailsBody project={project} />
            <div className="mt-8 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <a href="/#projets" className={buttonClass("outline")}>
                Fermer
              </a>
              <a href="/#contact" className={buttonClass("primary")}>
                Parler de votre projet
              </a>
            </div>
          </div>
        </section>
      </div>
    </noscript>
  );
}
