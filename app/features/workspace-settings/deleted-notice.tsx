import { workspaceDeletedNotice } from "~/content/workspace-settings";
import { FormAlert } from "~/features/auth";

/** On the dashboard after 'Supprimer l'espace' (`?etat=espace-supprime`). */
export function WorkspaceDeletedNotice() {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
      <FormAlert tone="success" testId="workspace-deleted">
        {workspaceDeletedNotice}
      </FormAlert>
    </div>
  );
}
