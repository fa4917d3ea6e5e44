import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { ProjectDetailsBody } from "./project-details-body";
import { ProjectVisual } from "./project-visual";
import { buttonClass } from "~/components/ui/button";
import { projectsWithDetails } from "~/content/project-details";
import type { ProjectId } from "~/content/projects";
import { cn } from "~/lib/cn";

/**
 * The product detail dialog (Radix: focus trapped, Escape closes). Loaded on demand: the page
 * downloads it on the first intent to open a product.
 */
export function ProjectDialog({
  projectId,
  onClose,
  onCloseAutoFocus,
}: {
  projectId: ProjectId | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const project = projectsWithDetails.find((p) => p.id === projectId);
  return (
    <Dialog.Root
      open={project !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        {project ? (
          <Dialog.Content
            data-testid="project-dialog"
            onCloseAutoFocus={onCloseAutoFocus}
            className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border bg-background shadow-2xl outline-none data-[state=open]:animate-[pop-in_180ms_ease-out]"
          >
            <figure>
              <ProjectVisual project={project} className="aspect-auto h-40 sm:h-48" />
              <figcaption className="border-b px-6 py-2 text-xs text-muted-foreground">
                {project.imageCaption}
              </figcaption>
            </figure>
            <div className="p-6">
              <Dialog.Title className="pr-10 text-2xl font-bold tracking-tight">
                {project.name}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-muted-foreground">
                {project.description}
              </Dialog.Description>
              <ProjectDetailsBody project={project} />
              <div className="mt-8 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Dialog.Close className={buttonClass("outline")}>Fermer</Dialog.Close>
                <a href="#contact" onClick={onClose} className={buttonClass("primary")}>
                  Parler de votre projet
                </a>
              </div>
            </div>
            <Dialog.Close
              aria-label="Fermer la fenêtre"
              className={cn(
                buttonClass("ghost", "icon"),
                "absolute top-3 right-3 size-9 bg-background/80",
              )}
            >
              <X aria-hidden />
            </Dialog.Close>
          </Dialog.Content>
        ) : null}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
