// The helpdesk's public face (decision 0081): what another module may call. Tickets opened,
// locked and answered by the helpdesk's own commands, in the caller's tenant transaction.

export { helpdeskContext } from "./helpdesk-context.server";
export { createTicket } from "./tickets/ticket-create.server";
export { lockTicket } from "./tickets/ticket-core.server";
export { addMemberEntry } from "./tickets/ticket-thread.server";
export { ticketPageAction } from "./tickets/ticket-page-action.server";
export { policyOf } from "./settings/helpdesk-settings.server";
export { businessMsBetween, localInstant } from "./tickets/business-calendar.server";
export { rangeCombinations } from "./report/report-months.server";
export type { CombinationCount } from "./report/report-month-parts.server";
