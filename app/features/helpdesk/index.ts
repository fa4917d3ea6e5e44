// The helpdesk feature's public module.
export { HelpdeskSettingsLink } from "./settings-link";
export { HelpdeskSettingsPage } from "./settings-page";
export { TicketPage } from "./ticket-page";
export { FollowPage } from "./portal-follow";
export { PortalPage } from "./portal-page";
export { PortalShell } from "./portal-shell";
