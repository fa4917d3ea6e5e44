import { contactErrors } from "~/content/contact-errors";
import { PORTAL_FILE_FIELD } from "~/content/helpdesk-portal";
import { parseFormBody } from "~/server/platform/form-body.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import type { PostedRequest } from "~/server/http/posted-request.server";

// The body of a public helpdesk form (the portal, the follow page): urlencoded (parsed strictly,
// as the contact form is) or multipart when it carries files. Refusals are WorkspaceErrors with a
// French message: 405 (not POST), 415 (another type), 400 (malformed, invalid characters, repeated
// or prototype fields). The body was already bounded by the server (upload-limits.server.ts).

export interface PortalForm {
  fields: Map<string, string>;
  /** The multipart form (its files); null for an urlencoded post. */
  form: FormData | null;
}

const forbiddenKey = (key: string) =>
  key.includes("__proto__") || key === "constructor" || key === "prototype";

/**
 * A text field of a multipart body. Browsers encode them in UTF-8: undici turns invalid bytes into
 * U+FFFD, which no browser sends, so it is refused like the urlencoded parser's invalid UTF-8.
 */
const badText = (value: string) => /[\0\uFFFD]|\p{Cs}/u.test(value);

async function multipart(request: PostedRequest): Promise<PortalForm> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new WorkspaceError(400, contactErrors.malformed);
  }
  const fields = new Map<string, string>();
  for (const [key, value] of form.entries()) {
    if (forbiddenKey(key) || badText(key)) throw new WorkspaceError(400, contactErrors.malformed);
    if (typeof value !== "string") {
      if (key !== PORTAL_FILE_FIELD) throw new WorkspaceError(400, contactErrors.malformed);
      continue;
    }
    if (fields.has(key)) throw new WorkspaceError(400, contactErrors.malformed);
    if (badText(value)) throw new WorkspaceError(400, contactErrors.encoding);
    fields.set(key, value);
  }
  return { fields, form };
}

export async function readPortalForm(request: PostedRequest): Promise<PortalForm> {
  if (request.method !== "POST") throw new WorkspaceError(405, contactErrors.method);
  const [mediaType] = (request.headers.get("Content-Type") ?? "").split(";");
  const type = mediaType?.trim().toLowerCase();
  if (type === "multipart/form-data") return multipart(request);
  if (type !== "application/x-www-form-urlencoded") {
    throw new WorkspaceError(415, contactErrors.malformed);
  }
  const body = parseFormBody(new Uint8Array(await request.arrayBuffer()));
  if (!body.ok) throw new WorkspaceError(400, contactErrors[body.reason]);
  return { fields: body.fields, form: null };
}
