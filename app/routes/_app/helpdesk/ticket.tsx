import type { Route } from "./+types/ticket";
import { ticketPageTexts } from "~/content/helpdesk-ticket";
import { dashboardMeta } from "~/features/dashboard";
import { TicketPage } from "~/features/helpdesk";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { rootMetaData } from "~/lib/seo";
import { ticketPageAction } from "~/server/helpdesk/tickets/ticket-page-action.server";
import { loadTicketPage } from "~/server/helpdesk/tickets/ticket-page.server";
import { ticketPanels } from "~/server/module-contributions.server";
import { NO_STORE } from "~/lib/cache-control";

// /dashboard/helpdesk/:number ("123" or "TCK-000123"): one ticket, its thread and its forms, for
// the helpdesk team and for its requester; the French 404 page for anything else.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  loadTicketPage(request, params.number, undefined, ticketPanels);

export const action = ({ request, params }: Route.ActionArgs) =>
  ticketPageAction(request, params.number);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  dashboardMeta(rootMetaData(matches), {
    title: loaderData
      ? ticketPageTexts.metaTitle(loaderData.view.label, loaderData.view.subject)
      : undefined,
    description: ticketPageTexts.description,
    path: location.pathname,
  });

export default function HelpdeskTicket({ loaderData, actionData }: Route.ComponentProps) {
  return <TicketPage view={loaderData.view} notice={loaderData.notice} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
