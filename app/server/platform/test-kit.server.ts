// Requests and answers for the route tests of every module: a GET or a form POST to a dashboard
// path, and the status and body of an action's `data()` answer (decision 0081).

const SITE = "http://localhost:3000";

export const get = (path: string) => new Request(`${SITE}${path}`);

export const post = (path: string, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(key, one);
  }
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: body.toString(),
  });
};

interface Answer {
  status: number;
  ok?: boolean;
  notice?: string;
  formError?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

/** The body and status of an action's `data()` answer. */
export function answer(result: unknown): Answer {
  const d = result as { data: Omit<Answer, "status">; init: { status?: number } | null };
  return { status: d.init?.status ?? 200, ...d.data };
}

/** A member of a test workspace, as the workspace test data creates them. */
export type Person = { id: string; name: string; email: string };

/**
 * What a route threw (a `data()` answer such as the 404 page, or a Response such as a redirect);
 * fails the test when it threw nothing.
 */
export async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { data?: { message?: string }; init?: { status?: number } } & Response;
  }
  throw new Error("expected a rejection");
}
