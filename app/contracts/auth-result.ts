// What the account forms and their actions share in the browser. Types only, apart from the zod
// schemas (auth-schemas.ts), so that the pages do not ship zod (whose eval probe also trips the CSP).

export type AuthField = "fullName" | "email" | "password" | "currentPassword";

/** What following an address-confirmation link gave (/confirmer-email). */
export type VerifyOutcome =
  "verified" | "already" | "expired" | "invalid" | "missing" | "rateLimited" | "checkInbox";

export interface VerifyPage {
  outcome: VerifyOutcome;
  /** Offer the dashboard (signed in) or the sign-in page. */
  signedIn: boolean;
  /** Seconds to wait, when rate-limited. */
  retryAfter: number | undefined;
  /** The address the link went to ("Vérifiez votre boîte de réception"). */
  email?: string;
}

/** What an account action answers when it does not redirect. */
export type AuthResult =
  | { ok: true; notice: string; intent?: string }
  | {
      ok: false;
      status: number;
      intent?: string;
      formError?: string;
      fieldErrors?: Partial<Record<AuthField, string>>;
      /** The visitor's input, passwords excepted, so that the form keeps it. */
      values?: Partial<Record<"fullName" | "email", string>>;
      /** The right password of an unconfirmed address: offer the link again (sign-in page). */
      unverifiedEmail?: string;
      /** Show the Google toast (sign-in page). */
      googleNotConfigured?: boolean;
    };
