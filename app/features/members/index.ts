// The members feature's public module: the members page and the invitation page.
export { InvitationCard } from "./invitation-card";
export { MembersPage } from "./members-page";
