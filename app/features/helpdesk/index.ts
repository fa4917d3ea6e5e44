// The helpdesk feature's public module.
export { HelpdeskSettingsLink } from "./settings-link";
export { HelpdeskSettingsPage } from "./settings-page";
export { HelpdeskQueuePage } from "./queue-page";
export { NewTicketPage } from "./queue-new-page";
export { TicketPage } from "./ticket-page";
export { TicketStatusBadge } from "./ticket-badges";
export { FollowPage } from "./portal-follow";
export { PortalPage } from "./portal-page";
export { PortalSent } from "./portal-sent";
export { PortalShell } from "./portal-shell";
// The settings forms' parts, shared with the inventory's settings page.
export { Field, fieldClass, Outcome } from "./settings-fields";
export { EditPanel } from "./settings-edit-panel";
export { EmptyNote } from "./settings-list";
