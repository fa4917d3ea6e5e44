import { data, redirect } from "react-router";
import type { ZodError } from "zod";
import { AUTH_PATHS, authTexts } from "~/content/auth";
import { trialPlanOf } from "~/content/plans";
import {
  fieldErrorsOf,
  forgotSchema,
  resetSchema,
  signInSchema,
  signUpSchema,
} from "~/contracts/auth-schemas";
import type { AuthResult } from "~/contracts/auth-result";
import { safeReturnPath } from "~/lib/safe-return-path";
import { env } from "~/server/env.server";
import { isInvitationId } from "~/server/workspaces/invitations.server";
import { authSecretOf, callAuth, errorCode, withCookies } from "./auth-api.server";
import { authFailure, fail, readForm } from "./auth-form.server";
import { passwordProblem } from "./password.server";
import { pendingCookie, type PendingKind } from "./pending-confirmation.server";
import { hasSessionCookie } from "./viewer.server";

// The actions of /inscription, /connexion, /mot-de-passe-oublie, /reinitialiser-mot-de-passe and
// /deconnexion. Each reads the form strictly, validates it with the shared schema, then asks
// better-auth through its HTTP handler and turns the answer into a redirect or a French message.

export interface ActionArgs {
  request: Request;
  context: { clientIp?: string };
}

const e = authTexts.errors;

/** A form that failed its schema: the first error of each field, and the visitor's input. */
const invalid = (error: ZodError, values: { email: string }) =>
  fail({ status: 400, formError: e.invalid, fieldErrors: fieldErrorsOf(error), values });

export async function signUpAction({ request, context }: ActionArgs) {
  const form = await readForm(request);
  if (!form.ok) return form.response;
  const values = {
    fullName: form.fields.get("fullName") ?? "",
    email: form.fields.get("email") ?? "",
  };
  const parsed = signUpSchema.safeParse({ ...values, password: form.fields.get("password") ?? "" });
  const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const problem = parsed.success ? passwordProblem(parsed.data.password, parsed.data.email) : null;
  if (problem) fieldErrors.password = problem;
  if (!parsed.success || problem) {
    return fail({ status: 400, formError: e.invalid, fieldErrors, values });
  }
  // From an invitation link: the account joins that workspace on the invitation page.
  const invitation = form.fields.get("invitation");
  const fromInvitation = isInvitationId(invitation) ? invitation : undefined;
  const email = parsed.data.email.toLowerCase();
  const at = Date.now();
  const answer = await callAuth(request, context.clientIp, "/sign-up/email", {
    name: parsed.data.fullName,
    email,
    password: parsed.data.password,
    plan: trialPlanOf(form.fields.get("plan")),
    ...(fromInvitation ? { invitation: fromInvitation } : {}),
  });
  // A new address and one that has an account get this same answer: no session, the page that
  // asks to open the link, and the cookie that lets this browser have it sent again (decision
  // 0097). better-auth's cookies, if any, are not passed on.
  if (answer.status === 200) return checkInbox(request, email, at, "signup");
  return authFailure(answer, { values });
}

/** The cookie that lets this browser have `email`'s link sent again (decision 0097). */
async function resendCookie(request: Request, email: string, at: number, kind: PendingKind) {
  const secure = env().siteUrl.startsWith("https:");
  return pendingCookie(await authSecretOf(request), { email, at, kind }, secure);
}

/** The redirect to "Vérifiez votre boîte de réception" for `email`, with its resend cookie. */
async function checkInbox(request: Request, email: string, at: number, kind: PendingKind) {
  const cookie = await resendCookie(request, email, at, kind);
  return redirect(checkInboxPath(email), { headers: { "Set-Cookie": cookie } });
}

/** /confirmer-email?adresse=…: the page that names the address the link went to. */
const checkInboxPath = (email: string) =>
  `${AUTH_PATHS.verifyEmail}?adresse=${encodeURIComponent(email)}`;

export async function signInAction({ request, context }: ActionArgs) {
  const form = await readForm(request);
  if (!form.ok) return form.response;
  const returnTo = safeReturnPath(form.fields.get("redirectTo"), AUTH_PATHS.afterSignIn);
  if (form.fields.get("intent") === "google") return googleSignIn(request, context, returnTo);
  const values = { email: form.fields.get("email") ?? "" };
  const parsed = signInSchema.safeParse({ ...values, password: form.fields.get("password") ?? "" });
  if (!parsed.success) return invalid(parsed.error, values);
  const answer = await callAuth(request, context.clientIp, "/sign-in/email", {
    email: parsed.data.email,
    password: parsed.data.password,
    rememberMe: true,
  });
  if (answer.status === 200) return redirect(returnTo, { headers: withCookies(answer) });
  // One message whether the e-mail is unknown or the password wrong (no account enumeration).
  if (answer.status === 401) return fail({ status: 401, formError: e.credentials, values });
  // The right password of an unconfirmed address (only then): say so, and offer the link again,
  // which this browser may now have (decision 0097).
  if (errorCode(answer) === "EMAIL_NOT_VERIFIED") {
    const email = parsed.data.email.toLowerCase();
    const cookie = await resendCookie(request, email, Date.now(), "password");
    return fail(
      { status: 403, formError: e.emailNotVerified, unverifiedEmail: email, values },
      { "Set-Cookie": cookie },
    );
  }
  return authFailure(answer, { values });
}

async function googleSignIn(request: Request, context: ActionArgs["context"], returnTo: string) {
  if (!env().google) {
    return fail({ status: 400, formError: e.googleNotConfigured, googleNotConfigured: true });
  }
  const answer = await callAuth(request, context.clientIp, "/sign-in/social", {
    provider: "google",
    callbackURL: returnTo,
    errorCallbackURL: AUTH_PATHS.signIn,
  });
  const url = answer.body?.url;
  if (answer.status === 200 && typeof url === "string") {
    return redirect(url, { headers: withCookies(answer) });
  }
  return authFailure(answer, {});
}

export async function forgotPasswordAction({ request, context }: ActionArgs) {
  const form = await readForm(request);
  if (!form.ok) return form.response;
  const values = { email: form.fields.get("email") ?? "" };
  const parsed = forgotSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  const answer = await callAuth(request, context.clientIp, "/request-password-reset", {
    email: parsed.data.email,
    redirectTo: AUTH_PATHS.reset,
  });
  // The same answer whether or not an account has this address.
  if (answer.status === 200) return data<AuthResult>({ ok: true, notice: authTexts.forgot.sent });
  return authFailure(answer, { values });
}

export async function resetPasswordAction({ request, context }: ActionArgs) {
  const form = await readForm(request);
  if (!form.ok) return form.response;
  const token = form.fields.get("token") ?? "";
  const parsed = resetSchema.safeParse({ password: form.fields.get("password") ?? "" });
  const problem = parsed.success ? passwordProblem(parsed.data.password) : null;
  if (!parsed.success || problem) {
    const fieldErrors = parsed.success ? { password: problem ?? "" } : fieldErrorsOf(parsed.error);
    return fail({ status: 400, formError: e.invalid, fieldErrors });
  }
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(token)) {
    return fail({ status: 400, formError: e.resetTokenInvalid });
  }
  const answer = await callAuth(request, context.clientIp, "/reset-password", {
    newPassword: parsed.data.password,
    token,
  });
  if (answer.status === 200) return redirect(`${AUTH_PATHS.signIn}?etat=reinitialise`);
  if (errorCode(answer) === "INVALID_TOKEN") {
    return fail({ status: 400, formError: e.resetTokenInvalid });
  }
  return authFailure(answer, {});
}

/** Ends the session on the server (better-auth deletes it), clears the cookies, goes home. */
export async function signOutAction({ request, context }: ActionArgs) {
  if (request.method !== "POST") {
    return new Response(null, { status: 405, headers: { Allow: "POST" } });
  }
  // An invitation for another address offers to sign out and come back to it.
  const form = await readForm(request);
  const back = form.ok ? safeReturnPath(form.fields.get("redirectTo"), "/") : "/";
  // The public demo's menu also offers Déconnexion: without a session there is nothing to end.
  if (!hasSessionCookie(request)) return redirect(back);
  const answer = await callAuth(request, context.clientIp, "/sign-out", {});
  if (answer.status >= 500) throw data(null, { status: 503 });
  if (answer.status === 403) throw data(null, { status: 403 });
  return redirect(back, { headers: withCookies(answer) });
}
