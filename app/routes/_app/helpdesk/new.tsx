import type { Route } from "./+types/new";
import { NEW_TICKET_PATH } from "~/content/helpdesk-links";
import { newTicketTexts } from "~/content/helpdesk-queue";
import { dashboardMeta } from "~/features/dashboard";
import { NewTicketPage } from "~/features/helpdesk";
import { rootMetaData } from "~/lib/seo";
import { newTicketAction, newTicketLoader } from "~/server/helpdesk/queue/queue-new.server";

// /dashboard/helpdesk/nouveau: the 'Nouveau ticket' form (signed-in people; anonymous visitors
// are sent to sign in). On success, the new ticket's page.
export const loader = ({ request }: Route.LoaderArgs) => newTicketLoader(request);

export const action = ({ request }: Route.ActionArgs) => newTicketAction(request);

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: newTicketTexts.title,
    description: newTicketTexts.memberLead,
    path: NEW_TICKET_PATH,
  });

export default function HelpdeskNew({ loaderData }: Route.ComponentProps) {
  return <NewTicketPage view={loaderData} />;
}
