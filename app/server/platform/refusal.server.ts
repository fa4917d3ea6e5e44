import { data } from "react-router";
import { UUID } from "~/lib/uuid";
import { NO_STORE } from "~/lib/cache-control";

// Refusals: what a command or a form refuses, with its HTTP status and a French message. Routes
// turn them into a form error (next to the fields named) or an error page (decision 0081).

/** A refusal with its status and French message; routes turn it into a form error or a page. */
export class WorkspaceError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 503,
    message: string,
  ) {
    super(message);
    this.name = "WorkspaceError";
  }
}

/**
 * A refusal that names the fields it concerns (shown next to them), with the HTTP status: 400 for
 * a value, 404 for an id of nothing in this workspace, 409 for a rule (a duplicate name).
 */
export class FieldRefusal extends WorkspaceError {
  constructor(
    status: 400 | 404 | 409,
    message: string,
    readonly fieldErrors: Record<string, string>,
  ) {
    super(status, message);
    this.name = "FieldRefusal";
  }
}

/** Refuses `field` with `message` (also the form's message). */
export const refuseField = (status: 400 | 404 | 409, field: string, message: string) =>
  new FieldRefusal(status, message, { [field]: message });

export const isUuid = (value: string) => UUID.test(value);

/** A WorkspaceError as the route's thrown response (error page with the status). */
export function workspaceErrorResponse(error: unknown): never {
  if (error instanceof WorkspaceError) {
    throw data({ message: error.message }, { status: error.status, headers: NO_STORE });
  }
  throw error;
}
