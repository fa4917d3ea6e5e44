import type { Route } from "./+types/rules";
import { RULES_PATH, ruleTexts } from "~/content/team-management";
import { dashboardMeta } from "~/features/dashboard";
import { RulesPage } from "~/features/team-management";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { NO_STORE } from "~/lib/cache-control";
import { rootMetaData } from "~/lib/seo";
import { rulesAction, rulesLoader } from "~/server/team-management/other-pages.server";

// /dashboard/team-management/regles: categories and channels routed to teams (Administrateur+).
export const loader = ({ request }: Route.LoaderArgs) => rulesLoader(request);

export const action = ({ request }: Route.ActionArgs) => rulesAction(request);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: ruleTexts.title,
    description: ruleTexts.lead,
    path: RULES_PATH,
  });

export default function Rules({ loaderData, actionData }: Route.ComponentProps) {
  return <RulesPage view={loaderData.view} result={actionData} notice={loaderData.notice} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
