// The members feature's public module: the members page. The invitation page (auth layout) has
// its own entry, ./invitation.ts, so that the members page does not load the account forms.
export { MembersPage } from "./members-page";
// The small row forms, shared with the other workspace pages (helpdesk settings).
export { ActionForm, ConfirmedAction, RowButton, selectClass } from "./member-forms";
