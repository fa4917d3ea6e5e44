// The invitation page's entry of the members feature (see ./index.ts).
export { InvitationCard } from "./invitation-card";
