import { HELPDESK_SETTINGS_PATH } from "~/content/helpdesk-settings";

// Requests and answers for the tests of the helpdesk settings page's loader and action.

const SITE = "http://localhost:3000";

export const settingsGet = () => new Request(`${SITE}${HELPDESK_SETTINGS_PATH}`);

/** A urlencoded POST of the settings page; a list value sends its field several times. */
export function settingsPost(fields: Record<string, string | string[]>): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return new Request(`${SITE}${HELPDESK_SETTINGS_PATH}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: body.toString(),
  });
}

/** The body and status of an action's `data()` answer. */
export function answerOf(result: unknown) {
  const d = result as { data: Record<string, unknown>; init: { status?: number } | null };
  return { status: d.init?.status ?? 200, ...d.data };
}

/** What a loader threw (a refusal's `data()`), for the assertions. */
export async function thrownBy(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { data?: { message?: string }; init?: { status?: number } };
  }
  throw new Error("expected a rejection");
}
