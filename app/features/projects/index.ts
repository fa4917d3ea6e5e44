export { ProjectCards } from "./project-cards";
export { ProjectDialogController } from "./project-dialog-controller";
