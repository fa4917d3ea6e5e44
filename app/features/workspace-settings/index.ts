// The workspace settings' public module: the workspace page (/dashboard/parametres/espace), the
// journal (/dashboard/parametres/journal) and the refusal page of both.
export { JournalPage } from "./journal-page";
export { WorkspaceRefusal } from "./workspace-refusal";
export { WorkspaceSettingsPage } from "./workspace-settings-page";
