import type { Route } from "./+types/messages";
import { INBOX_PATH, inboxTexts } from "~/content/inbox";
import { dashboardMeta } from "~/features/dashboard";
import { InboxPage } from "~/features/inbox";
import { rootMetaData } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/viewer.server";
import { loadInbox, noStoreError } from "~/server/inbox/inbox-routes.server";

// /dashboard/messages (admins only): the contact requests. `Cache-Control: private, no-store`
// comes from the dashboard layout.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request).catch(noStoreError);
  return loadInbox(request);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: inboxTexts.title,
    description: inboxTexts.description,
    path: INBOX_PATH,
  });

export default function DashboardMessages({ loaderData }: Route.ComponentProps) {
  return <InboxPage view={loaderData} />;
}
