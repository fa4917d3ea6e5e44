// The billing's entry for the routes and the other modules (a module imports another only
// through its index.server.ts): the customer's page and documents, and what staff's side calls.

export { billingAction, billingLoader, billingPdf } from "./billing-page.server";
export { receiptPdf } from "./billing-documents.server";
export { issueCreditNote } from "./credit-notes.server";
export { nextNumber } from "./numbering.server";
export { checkExtraSeat, recordSeatChange, seatNotice } from "./seats.server";
export { billingReadOnlyReason } from "./read-only-reason.server";
