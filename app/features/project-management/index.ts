export { ProjectFrame } from "./project-frame";
export { NewProjectPage } from "./new-project-page";
export { ProjectListPage } from "./project-list-page";
export { ProjectSettingsPage } from "./project-settings-page";
export { BoardPage } from "./board-page";
export { TaskListPage } from "./task-list-page";
export { TimelinePage } from "./timeline-page";
export { MyTasksPage } from "./my-tasks-page";
