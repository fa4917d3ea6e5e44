import { data } from "react-router";
import { authTexts } from "~/content/auth";
import { contactErrors } from "~/content/contact-errors";
import type { AuthResult } from "~/contracts/auth-result";
import { WORKSPACE_FIELD } from "~/content/workspaces";
import { parseFormBody } from "~/server/platform/form-body.server";
import { notePostedWorkspace } from "~/server/platform/posted-workspace.server";
import { errorCode, type AuthAnswer } from "./auth-api.server";

// The reading and answering shared by the account actions (quality bar, "Bad input").

export type FormRead =
  { ok: true; fields: Map<string, string> } | { ok: false; response: Response };

type Failure = Extract<AuthResult, { ok: false }>;

/** A refusal rendered by the page: the status, and the message(s) next to the form. */
export function fail(failure: Omit<Failure, "ok">, headers?: HeadersInit) {
  return data<AuthResult>({ ok: false, ...failure }, { status: failure.status, headers });
}

/** Method, content type and strict decoding of a urlencoded form body. */
export async function readForm(request: Request): Promise<FormRead> {
  const refuse = (status: number, formError: string, headers?: HeadersInit): FormRead => ({
    ok: false,
    response: new Response(JSON.stringify({ ok: false, status, formError }), {
      status,
      headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
    }),
  });
  if (request.method !== "POST") return refuse(405, contactErrors.method, { Allow: "POST" });
  const [mediaType] = (request.headers.get("Content-Type") ?? "").split(";");
  if (mediaType?.trim().toLowerCase() !== "application/x-www-form-urlencoded") {
    return refuse(415, contactErrors.malformed);
  }
  const body = parseFormBody(new Uint8Array(await request.arrayBuffer()));
  if (!body.ok) return refuse(400, contactErrors[body.reason]);
  notePostedWorkspace(request, body.fields.get(WORKSPACE_FIELD));
  return { ok: true, fields: body.fields };
}

/** The French answer to a failed better-auth call that the caller did not handle itself. */
export function authFailure(
  answer: AuthAnswer,
  rest: Omit<Failure, "ok" | "status">,
): ReturnType<typeof fail> {
  const e = authTexts.errors;
  if (answer.status === 429) {
    const wait = answer.retryAfter ?? 60;
    return fail(
      { ...rest, status: 429, formError: e.rateLimited(wait) },
      { "Retry-After": String(wait) },
    );
  }
  if (answer.status === 403) return fail({ ...rest, status: 403, formError: e.origin });
  if (errorCode(answer) === "WEAK_PASSWORD" && typeof answer.body?.message === "string") {
    return fail({
      ...rest,
      status: 400,
      fieldErrors: { ...rest.fieldErrors, password: answer.body.message },
    });
  }
  if (answer.status >= 500) {
    return fail({ ...rest, status: 503, formError: e.unavailable }, { "Retry-After": "60" });
  }
  return fail({
    ...rest,
    status: answer.status >= 400 ? answer.status : 400,
    formError: e.unknown,
  });
}
