export { ProjectCards } from "./project-cards";
export { ProjectDialogController } from "./project-dialog-controller";
export { ProjectNoscriptPanel } from "./project-noscript-panel";
