// The helpdesk feature's public module.
export { HelpdeskSettingsLink } from "./settings-link";
export { HelpdeskSettingsPage } from "./settings-page";
export { TicketPage } from "./ticket-page";
