export { FollowPage } from "./portal-follow";
export { PortalPage } from "./portal-page";
export { PortalShell } from "./portal-shell";
