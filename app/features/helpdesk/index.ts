// The helpdesk feature's public module.
export { TicketPage } from "./ticket-page";
