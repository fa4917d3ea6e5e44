export { ProjectFrame } from "./project-frame";
export { NewProjectPage } from "./new-project-page";
export { ProjectListPage } from "./project-list-page";
export { ProjectSettingsPage } from "./project-settings-page";
