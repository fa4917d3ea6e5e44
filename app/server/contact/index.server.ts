// The contact form's public face (decision 0081): a plan request from the dashboard is stored as
// a contact message, with the same rate limit and idempotency.

export { storeContact, type StoreResult } from "./store-contact.server";
