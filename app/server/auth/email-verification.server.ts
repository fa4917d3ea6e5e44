import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { z } from "zod";
import { AUTH_PATHS, authTexts } from "~/content/auth";
import type { AuthResult, VerifyOutcome, VerifyPage } from "~/contracts/auth-result";
import { forgotSchema } from "~/contracts/auth-schemas";
import { NO_STORE } from "~/lib/cache-control";
import type { Db } from "~/server/db/client.server";
import { authUser } from "~/server/db/schema.server";
import { workspacesOf } from "~/server/workspaces/active.server";
import { openInvitationIdFor } from "~/server/workspaces/invitations.server";
import { dbOf } from "~/server/workspaces/tenant-context.server";
import { authSecretOf, callAuth, errorCode, withCookies } from "./auth-api.server";
import { authFailure, fail, readForm } from "./auth-form.server";
import { mayResendTo, readPending, resendGate } from "./pending-confirmation.server";
import type { ActionArgs } from "./account-actions.server";
import { getViewer } from "./viewer.server";

// /confirmer-email: the link of the confirmation e-mail (GET, with its token), which confirms the
// address and signs the person in; "Vérifiez votre boîte de réception" after a sign-up (GET,
// ?adresse=…); and "Renvoyer le lien" (POST) from that page, the sign-in refusal or the banner.
// better-auth's tokens are signed JWTs bound to the account: once the address is confirmed a link
// changes nothing more, and it expires (VERIFY_EMAIL_HOURS). Decision 0097.

/** The address a token names, read without checking it: only used after better-auth has. */
const payloadSchema = z.object({ email: z.string() });
function emailOf(token: string): string | undefined {
  try {
    const [, payload] = token.split(".");
    const parsed = payloadSchema.safeParse(
      JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8")),
    );
    return parsed.success ? parsed.data.email.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

async function accountOf(db: Db, email: string | undefined) {
  if (!email) return undefined;
  const [row] = await db
    .select({ id: authUser.id, verified: authUser.emailVerified })
    .from(authUser)
    .where(eq(authUser.email, email));
  return row;
}

/**
 * Where a confirmed sign-up lands, signed in: the dashboard (its workspace was just created),
 * or, for a sign-up from an invitation link (no workspace of its own), that invitation.
 */
async function landingOf(db: Db, userId: string, email: string): Promise<string> {
  if ((await workspacesOf(db, userId)).length > 0) return AUTH_PATHS.afterSignIn;
  const invitation = await openInvitationIdFor(db, email);
  return invitation ? `/invitation/${encodeURIComponent(invitation)}` : AUTH_PATHS.afterSignIn;
}

/** An address as a page shows it: a valid one only (it comes from the URL). */
function addressOf(value: string | null | undefined): string | undefined {
  const parsed = forgotSchema.safeParse({ email: value ?? "" });
  return parsed.success ? parsed.data.email : undefined;
}

/** Follows the link: confirms the address, or says why not (used, expired, not valid). */
export async function verifyEmailLink(request: Request, clientIp: string | undefined) {
  const token = new URL(request.url).searchParams.get("token");
  // A page that explains, like any page (200): a refused link is not a failed request.
  const done = async (outcome: VerifyOutcome) =>
    data<VerifyPage>({
      outcome,
      signedIn: (await getViewer(request)) !== null,
      retryAfter: undefined,
    });
  if (!token) {
    // After a sign-up (a new address or not, the same page), or "Renvoyer le lien" without JS.
    const email = addressOf(new URL(request.url).searchParams.get("adresse"));
    if (email) {
      return data<VerifyPage>({
        outcome: "checkInbox",
        email,
        signedIn: false,
        retryAfter: undefined,
      });
    }
    return done("missing");
  }
  if (!/^[\w-]{1,2000}\.[\w-]{1,2000}\.[\w-]{1,200}$/.test(token)) return done("invalid");
  const db = dbOf(request);
  const email = emailOf(token);
  const before = await accountOf(db, email);
  const answer = await callAuth(
    request,
    clientIp,
    `/verify-email?token=${encodeURIComponent(token)}`,
  );
  if (answer.status === 200) {
    if (before?.verified) return done("already");
    // Confirmed now: better-auth opened a session and the workspace was created
    // (afterEmailVerification): straight in, as a sign-up used to land.
    if (before && email && answer.cookies.length > 0) {
      const headers = withCookies(answer, NO_STORE);
      return redirect(await landingOf(db, before.id, email), { headers });
    }
    return done("verified");
  }
  if (answer.status === 429) {
    const wait = answer.retryAfter ?? 60;
    return data<VerifyPage>(
      { outcome: "rateLimited", signedIn: false, retryAfter: wait },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  if (answer.status >= 500) throw data(null, { status: 503 });
  return done(errorCode(answer) === "TOKEN_EXPIRED" ? "expired" : "invalid");
}

/**
 * "Renvoyer le lien": a new link to the signed-in account's address, or, without a session, to
 * the address of the page, when this browser made that sign-up or proved its password (the
 * resend cookie, pending-confirmation.server.ts). Rate-limited per client by better-auth, bounded
 * per recipient, and the same answer whatever the address.
 */
export async function resendVerificationAction({ request, context }: ActionArgs) {
  const form = await readForm(request);
  if (!form.ok) return form.response;
  const t = authTexts.verifyEmail;
  const notice = (text: string) => data<AuthResult>({ ok: true, notice: text });
  const viewer = await getViewer(request);
  if (!viewer) {
    const email = addressOf(
      new URL(request.url).searchParams.get("adresse") ?? form.fields.get("email"),
    );
    if (!email) return fail({ status: 400, formError: authTexts.errors.emailInvalid });
    const pending = readPending(await authSecretOf(request), request);
    const answer = await resendGate.run(
      (user) => mayResendTo(pending, user),
      () => callAuth(request, context.clientIp, "/send-verification-email", { email }),
    );
    if (answer.status === 200) return notice(t.checkInbox.resent);
    return authFailure(answer, {});
  }
  if (viewer.emailVerified) return notice(t.alreadyVerified);
  const answer = await callAuth(request, context.clientIp, "/send-verification-email", {
    email: viewer.email,
  });
  if (answer.status === 200) return notice(t.sent(viewer.email));
  if (errorCode(answer) === "EMAIL_ALREADY_VERIFIED") return notice(t.alreadyVerified);
  return authFailure(answer, {});
}
