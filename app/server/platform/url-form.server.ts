import { contactErrors } from "~/content/contact-errors";
import { WorkspaceError } from "~/server/workspaces/workspace-error.server";
import { postedFormData } from "./posted-workspace.server";

// A form posted to a module's route (urlencoded or multipart), read once and shared with the
// viewer lookup: 405 for another method, 415 for another type, 400 when unreadable, in French.
// The minimal version of the platform's form reading (the helpdesk has its own, decision 0083).

export async function readPostedForm(request: Request): Promise<FormData> {
  if (request.method !== "POST") throw new WorkspaceError(405, contactErrors.method);
  const [mediaType] = (request.headers.get("Content-Type") ?? "").split(";");
  const type = mediaType?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    throw new WorkspaceError(415, contactErrors.malformed);
  }
  try {
    return await postedFormData(request);
  } catch {
    throw new WorkspaceError(400, contactErrors.malformed);
  }
}

/** A text field, "" when absent or a file. */
export const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};
