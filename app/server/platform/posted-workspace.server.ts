import { WORKSPACE_FIELD } from "~/content/workspaces";

// The workspace a dashboard form was rendered for (docs/decisions/0077-form-workspace-and-abuse.md).
// Every dashboard form carries it in a hidden field (`WorkspaceForm`, app/components/module/), and
// the viewer lookup of a POST (viewer.server.ts) acts in that workspace rather than the session's
// active one, which another tab may have switched. The body is read once: the form readers note
// the field as they parse it, and a lookup made before them reads a copy of a urlencoded body, or
// the multipart body itself through `postedFormData`, which the readers then share.

const forms = new WeakMap<Request, Promise<FormData>>();
const noted = new WeakMap<Request, string | null>();

const clean = (value: unknown): string | null =>
  typeof value === "string" && value !== "" && value.length <= 100 ? value : null;

/** The request's form body (urlencoded or multipart), read once for every reader. */
export function postedFormData(request: Request): Promise<FormData> {
  let form = forms.get(request);
  if (!form) {
    form = request.formData();
    forms.set(request, form);
    form.then((f) => noted.set(request, clean(f.get(WORKSPACE_FIELD)))).catch(() => {});
  }
  return form;
}

/** Records the field as a reader found it, so that the viewer lookup does not read the body again. */
export function notePostedWorkspace(request: Request, value: unknown) {
  noted.set(request, clean(value));
}

const mediaTypeOf = (request: Request) =>
  (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();

/**
 * The `workspace` field of a posted form; null when the request is not a form post or the form has
 * none (a person's own forms: account settings, sign-out, the switcher).
 */
export async function postedWorkspaceId(request: Request): Promise<string | null> {
  if (request.method === "GET" || request.method === "HEAD") return null;
  if (noted.has(request)) return noted.get(request) ?? null;
  const pending = forms.get(request);
  if (pending) return clean((await pending.catch(() => null))?.get(WORKSPACE_FIELD));
  if (request.bodyUsed) return null;
  const type = mediaTypeOf(request);
  let value: string | null = null;
  if (type === "multipart/form-data") {
    value = clean((await postedFormData(request).catch(() => null))?.get(WORKSPACE_FIELD));
  } else if (type === "application/x-www-form-urlencoded") {
    const text = await request
      .clone()
      .text()
      .catch(() => "");
    value = clean(new URLSearchParams(text).get(WORKSPACE_FIELD));
  }
  noted.set(request, value);
  return value;
}
