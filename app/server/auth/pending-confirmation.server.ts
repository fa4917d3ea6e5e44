import { AsyncLocalStorage } from "node:async_hooks";
import { VERIFY_EMAIL_HOURS } from "~/content/auth";
import { hmacOf, sameText } from "~/server/platform/secret.server";

// Who may have the confirmation link sent again without a session (decision 0097). The page
// "Vérifiez votre boîte de réception" and the sign-in refusal offer "Renvoyer le lien"; better-auth
// would send it for any unconfirmed account, so a person signing up with an address someone else
// registered first (without confirming) would receive, and follow, a link to the account whose
// password that someone chose. The browser that made the sign-up, or proved the password, carries
// a signed cookie saying so; the link goes again only to the account it made (created at or after
// that sign-up) or whose password it proved. The cookie is set whether or not the address had an
// account, in the same shape: it tells nothing. Every resend still goes through better-auth's
// endpoint, so its rate limit and its constant-time answer apply alike.

export const PENDING_COOKIE = "confirmation_en_attente";
const MAX_AGE_S = VERIFY_EMAIL_HOURS * 3_600;

export type PendingKind = "signup" | "password";
export interface PendingConfirmation {
  email: string;
  at: number;
  kind: PendingKind;
}

const sign = (secret: string, payload: string) => hmacOf(secret, `pending-confirmation:${payload}`);

/** The Set-Cookie value of a pending confirmation for `email`. */
export function pendingCookie(
  secret: string,
  pending: PendingConfirmation,
  secure: boolean,
): string {
  const payload = Buffer.from(
    JSON.stringify({ e: pending.email.toLowerCase(), t: pending.at, k: pending.kind }),
  ).toString("base64url");
  return [
    `${PENDING_COOKIE}=${payload}.${sign(secret, payload)}`,
    // The whole site: with JavaScript the form posts to /confirmer-email.data (single fetch).
    "Path=/",
    `Max-Age=${MAX_AGE_S}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** The pending confirmation the request's cookie proves, if valid and not expired. */
export function readPending(
  secret: string,
  request: Request,
  now = Date.now(),
): PendingConfirmation | null {
  const raw = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${PENDING_COOKIE}=`))
    ?.slice(PENDING_COOKIE.length + 1);
  const [payload, signature] = raw?.split(".") ?? [];
  if (!payload || !signature) return null;
  if (!sameText(sign(secret, payload), signature)) return null;
  try {
    const { e, t, k } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      e?: unknown;
      t?: unknown;
      k?: unknown;
    };
    if (typeof e !== "string" || typeof t !== "number" || (k !== "signup" && k !== "password")) {
      return null;
    }
    if (now - t > MAX_AGE_S * 1000) return null;
    return { email: e, at: t, kind: k };
  } catch {
    return null;
  }
}

/** Whether the link may go again to `user`, for the browser that proved `pending`. */
export function mayResendTo(
  pending: PendingConfirmation | null,
  user: { email: string; createdAt: Date },
): boolean {
  if (!pending || pending.email !== user.email.toLowerCase()) return false;
  // The sign-up read its clock before better-auth created the account, in the same process.
  return pending.kind === "password" || user.createdAt.getTime() >= pending.at;
}

/**
 * Set around an anonymous resend: better-auth's `sendVerificationEmail` asks it whether to send
 * (auth.server.ts). Outside a resend (a sign-up, a signed-in resend) nothing is set: it sends.
 */
export const resendGate = new AsyncLocalStorage<
  (user: { email: string; createdAt: Date }) => boolean
>();
