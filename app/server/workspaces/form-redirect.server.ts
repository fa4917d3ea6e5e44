import { redirect } from "react-router";
import { DASHBOARD_PATH } from "~/content/dashboard-links";
import { NOTICE_PARAM, type WorkspaceNoticeCode } from "~/content/workspace-switcher";
import { safeReturnPath } from "~/lib/safe-return-path";
import { WorkspaceError } from "~/server/platform/refusal.server";
import { NO_STORE } from "~/lib/cache-control";

// How the switcher's and the plan request's forms answer. They post from any dashboard page (the
// sidebar, the banner), with or without JavaScript, so they answer with a redirect (303) back to
// that page, the outcome in `?avis=` for the page to show in French. What the dashboard's own
// forms cannot send (another workspace's id, a role without the right) answers its status with a
// short French text instead: there is no page to go back to with it.

/** A dashboard path from the form's `returnTo` (anything else: the dashboard's index). */
export function dashboardBack(value: unknown): string {
  const path = safeReturnPath(value, DASHBOARD_PATH);
  return /^\/dashboard(?:[/?#]|$)/.test(path) ? path : DASHBOARD_PATH;
}

/** `path` with this notice in its query (an earlier one replaced), or without any. */
function withNotice(path: string, notice: WorkspaceNoticeCode | null): string {
  const url = new URL(path, "http://notice.invalid");
  url.searchParams.delete(NOTICE_PARAM);
  if (notice) url.searchParams.set(NOTICE_PARAM, notice);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Back to the page the form was on, with the outcome. */
export const backTo = (path: string, notice: WorkspaceNoticeCode | null) =>
  redirect(withNotice(path, notice), { status: 303, headers: NO_STORE });

/** A WorkspaceError (the form's workspace left since) as its plain refusal; anything else rethrown. */
export function plainWorkspaceRefusal(error: unknown): Response {
  if (error instanceof WorkspaceError) return plainRefusal(error.status, error.message);
  throw error;
}

/** A refusal with its status, as a short French text. */
export const plainRefusal = (status: number, message: string, headers?: HeadersInit) =>
  new Response(message, {
    status,
    headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8", ...headers },
  });
