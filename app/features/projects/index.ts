export { ProjectNoscriptPanel } from "./project-noscript-panel";
export { ProjectVisual } from "./project-visual";
