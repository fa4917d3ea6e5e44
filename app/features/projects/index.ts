export { ProjectCards } from "./project-cards";
export { ProjectNoscriptPanel } from "./project-noscript-panel";
