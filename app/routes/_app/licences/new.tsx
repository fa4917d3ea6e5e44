import type { Route } from "./+types/new";
import { licenceFormTexts, NEW_LICENCE_PATH } from "~/content/licences";
import { dashboardMeta } from "~/features/dashboard";
import { NewLicencePage } from "~/features/licences";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { rootMetaData } from "~/lib/seo";
import { newLicenceAction, newLicenceLoader } from "~/server/licences/index.server";
import { NO_STORE } from "~/lib/cache-control";

// /dashboard/software-source-code-management/nouvelle: the 'Ajouter une licence' form.
export const loader = ({ request }: Route.LoaderArgs) => newLicenceLoader(request);

export const action = ({ request }: Route.ActionArgs) => newLicenceAction(request);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: licenceFormTexts.newTitle,
    description: licenceFormTexts.newLead,
    path: NEW_LICENCE_PATH,
  });

export default function LicenceNew({ loaderData }: Route.ComponentProps) {
  return <NewLicencePage readOnly={loaderData.readOnly} formKey={loaderData.formKey} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
