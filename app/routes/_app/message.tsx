import type { Route } from "./+types/message";
import { INBOX_PATH, inboxTexts } from "~/content/inbox";
import { dashboardMeta } from "~/features/dashboard";
import { MessagePage } from "~/features/inbox";
import { rootMetaData } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/viewer.server";
import {
  inboxHeaders,
  loadMessage,
  messageAction,
  noStoreError,
} from "~/server/inbox/inbox-routes.server";

// /dashboard/messages/:id (admins only): one contact request; opening it marks it read.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request).catch(noStoreError);
  return loadMessage(request, params.id);
}

/** 'Marquer comme traité' / 'Rouvrir', and staff's actions on a plan-change request. */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request).catch(noStoreError);
  return messageAction(request, params.id);
}

export const headers = inboxHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  dashboardMeta(rootMetaData(matches), {
    title: loaderData
      ? `${loaderData.message.subject.slice(0, 80)} | ${inboxTexts.title}`
      : inboxTexts.title,
    description: inboxTexts.description,
    path: `${INBOX_PATH}/${params.id}`,
  });

export default function DashboardMessage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MessagePage
      message={loaderData.message}
      from={loaderData.from}
      planChange={loaderData.planChange}
      error={actionData?.error}
    />
  );
}
