import { data } from "react-router";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { WorkspaceError } from "./tenant.server";
import { NO_STORE } from "~/lib/cache-control";

// The answers of workspace actions, so that every form shows refusals the same way: a French
// message with the HTTP status (404 for another workspace's ids, 403 for a role or a read-only
// workspace, 409 for a rule such as the last owner, 429, 503), nothing changed.

export const succeed = (intent: string, notice: string, headers?: HeadersInit) =>
  data<WorkspaceResult>({ ok: true, intent, notice }, { headers: { ...NO_STORE, ...headers } });

export function refuse(
  intent: string,
  status: number,
  formError: string,
  extra: Pick<Extract<WorkspaceResult, { ok: false }>, "fieldErrors" | "values"> = {},
) {
  return data<WorkspaceResult>(
    { ok: false, intent, status, formError, ...extra },
    { status, headers: NO_STORE },
  );
}

/** A WorkspaceError thrown by the tenant helper or a command, as this intent's refusal. */
export function refusalOf(intent: string, error: unknown) {
  if (error instanceof WorkspaceError) return refuse(intent, error.status, error.message);
  throw error;
}
