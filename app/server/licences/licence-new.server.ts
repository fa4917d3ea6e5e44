import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { licencePath } from "~/content/licences";
import { refuse } from "~/server/workspaces/action-result.server";
import { workspaceErrorResponse, WorkspaceError } from "~/server/workspaces/tenant.server";
import { createLicence } from "./licence-commands.server";
import { readForm, textField } from "~/server/platform/form.server";
import { MANAGE, runLicences } from "./licence-context.server";
import { serverLicenceKey } from "./licence-crypto.server";
import { checkLicenceDraft, LICENCE_FORM_FIELDS, type LicenceDraft } from "./licence-draft.server";
import { NO_STORE } from "~/lib/cache-control";

// /dashboard/software-source-code-management/nouvelle: the 'Ajouter une licence' form. Anonymous
// visitors are sent to sign in; a role without `asset.manage` gets 403. On success, the new
// licence's page (303); a refusal keeps what was typed (the key excepted).

export async function newLicenceLoader(request: Request) {
  const view = await runLicences(
    request,
    { permission: "asset.manage" },
    // `formKey`: the form's own key, so that a double submit adds one licence.
    async (_ctx, { workspace }) => ({ readOnly: workspace.readOnly, formKey: randomUUID() }),
  ).catch(workspaceErrorResponse);
  return data(view, { headers: NO_STORE });
}

export function draftOf(form: FormData): LicenceDraft {
  return Object.fromEntries(LICENCE_FORM_FIELDS.map((f) => [f, textField(form, f)]));
}

/** What the form shows again after a refusal: everything typed, never the key. */
export const keptValues = (draft: LicenceDraft): Record<string, string> => {
  const { key: _key, ...rest } = draft;
  return rest as Record<string, string>;
};

/** `licenceKey`: the key that encrypts licence keys at rest, this server's by default. */
export async function newLicenceAction(request: Request, licenceKey = serverLicenceKey) {
  const intent = "create";
  let draft: LicenceDraft = {};
  let formKey = "";
  try {
    const form = await readForm(request);
    draft = draftOf(form);
    formKey = textField(form, "cle");
    const id = await runLicences(request, MANAGE, async (ctx) => {
      const checked = checkLicenceDraft(draft);
      if (!checked.ok) return checked;
      const key = /^[0-9a-f-]{36}$/i.test(formKey) ? formKey : null;
      return (await createLicence(ctx, checked.values, licenceKey(), key)).id;
    });
    if (typeof id !== "string") {
      return refuse(intent, 400, "", {
        fieldErrors: id.errors,
        values: { ...keptValues(draft), cle: formKey },
      });
    }
    return redirect(`${licencePath(id)}?avis=cree`, { status: 303, headers: NO_STORE });
  } catch (error) {
    if (error instanceof WorkspaceError) {
      return refuse(intent, error.status, error.message, {
        values: { ...keptValues(draft), cle: formKey },
      });
    }
    throw error;
  }
}
