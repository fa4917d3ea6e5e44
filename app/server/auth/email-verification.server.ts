import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { z } from "zod";
import { AUTH_PATHS, authTexts } from "~/content/auth";
import type { AuthResult, VerifyOutcome, VerifyPage } from "~/contracts/auth-result";
import { getDb } from "~/server/db/client.server";
import { authUser } from "~/server/db/schema.server";
import { callAuth, errorCode } from "./auth-api.server";
import { authFailure, readForm } from "./auth-form.server";
import type { ActionArgs } from "./account-actions.server";
import { getViewer } from "./viewer.server";

// /confirmer-email: the link of the confirmation e-mail (GET, with its token) and the banner's
// "Renvoyer le lien" (POST). better-auth's tokens are signed JWTs bound to the account: once the
// address is confirmed a link changes nothing more, and it expires (VERIFY_EMAIL_HOURS).

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

async function isConfirmed(email: string | undefined): Promise<boolean> {
  if (!email) return false;
  const [row] = await getDb()
    .select({ verified: authUser.emailVerified })
    .from(authUser)
    .where(eq(authUser.email, email));
  return row?.verified ?? false;
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
  if (!token) return done("missing"); // also the page after "Renvoyer le lien" without JS
  if (!/^[\w-]{1,2000}\.[\w-]{1,2000}\.[\w-]{1,200}$/.test(token)) return done("invalid");
  const confirmedBefore = await isConfirmed(emailOf(token));
  const answer = await callAuth(
    request,
    clientIp,
    `/verify-email?token=${encodeURIComponent(token)}`,
  );
  if (answer.status === 200) return done(confirmedBefore ? "already" : "verified");
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

/** "Renvoyer le lien": a new link to the signed-in account's address (rate-limited). */
export async function resendVerificationAction({ request, context }: ActionArgs) {
  const form = await readForm(request);
  if (!form.ok) return form.response;
  const viewer = await getViewer(request);
  if (!viewer) {
    // The session ended meanwhile: sign in, then the banner is on the dashboard again.
    const back = encodeURIComponent(AUTH_PATHS.afterSignIn);
    return redirect(`${AUTH_PATHS.signIn}?redirectTo=${back}`);
  }
  const t = authTexts.verifyEmail;
  const notice = (text: string) => data<AuthResult>({ ok: true, notice: text });
  if (viewer.emailVerified) return notice(t.alreadyVerified);
  const answer = await callAuth(request, context.clientIp, "/send-verification-email", {
    email: viewer.email,
  });
  if (answer.status === 200) return notice(t.sent(viewer.email));
  if (errorCode(answer) === "EMAIL_ALREADY_VERIFIED") return notice(t.alreadyVerified);
  return authFailure(answer, {});
}
