// The helpdesk feature's public module, used by the routes in app/routes/_app/.
export { HelpdeskQueuePage } from "./queue-page";
export { NewTicketPage } from "./queue-new-page";
export { TicketPage } from "./ticket-page";
