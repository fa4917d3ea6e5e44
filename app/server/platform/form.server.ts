import { contactErrors } from "~/content/contact-errors";
import { postedFormData } from "./posted-workspace.server";
import { WorkspaceError } from "./refusal.server";

// Reading a module's posted form, for every dashboard action (decision 0081).

/**
 * The fields (and files) of a dashboard form: urlencoded or multipart (attachments). The body was
 * already bounded by the server (body-limit, upload-limits). 405, 415 or 400 in French otherwise.
 */
export async function readForm(request: Request): Promise<FormData> {
  if (request.method !== "POST") throw new WorkspaceError(405, contactErrors.method);
  const [mediaType] = (request.headers.get("Content-Type") ?? "").split(";");
  const type = mediaType?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    throw new WorkspaceError(415, contactErrors.malformed);
  }
  try {
    // Read once, shared with the viewer lookup (the form's workspace field).
    return await postedFormData(request);
  } catch {
    throw new WorkspaceError(400, contactErrors.malformed);
  }
}

/** A text field, "" when absent or a file. */
export const textField = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};
