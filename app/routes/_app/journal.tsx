import type { Route } from "./+types/journal";
import { JOURNAL_PATH, journalTexts } from "~/content/journal";
import { dashboardMeta } from "~/features/dashboard";
import { JournalPage, WorkspaceRefusal } from "~/features/workspace-settings";
import { rootMetaData } from "~/lib/seo";
import { loadJournal } from "~/server/workspaces/journal-routes.server";

// /dashboard/parametres/journal (owners and administrators): the active workspace's journal.
export const loader = ({ request }: Route.LoaderArgs) => loadJournal(request);

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: journalTexts.metaTitle,
    description: journalTexts.description,
    path: JOURNAL_PATH,
  });

export default function Journal({ loaderData }: Route.ComponentProps) {
  return <JournalPage view={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
