import { Link } from "react-router";
import type { AuthResult, VerifyPage } from "~/contracts/auth-result";
import { AuthCard } from "./auth-card";
import { CheckInbox } from "./check-inbox";
import { FormAlert } from "~/components/ui/form-alert";
import { buttonClass } from "~/components/ui/button";
import { AUTH_PATHS, authTexts } from "~/content/auth";

const t = authTexts.verifyEmail;

/** The next step: the dashboard when signed in, else the sign-in page (which leads there). */
function NextStep({ signedIn }: { signedIn: boolean }) {
  return (
    <Link
      to={signedIn ? AUTH_PATHS.afterSignIn : AUTH_PATHS.signIn}
      className={`${buttonClass("primary", "md")} w-full`}
    >
      {signedIn ? t.toDashboard : t.toSignIn}
    </Link>
  );
}

/**
 * /confirmer-email: "Vérifiez votre boîte de réception" after a sign-up; what the link of the
 * confirmation e-mail did when it did not sign in (already used, expired, not valid); or, after
 * "Renvoyer le lien" without JavaScript, the answer to that.
 */
export function VerifyEmailResult({ page, resent }: { page: VerifyPage; resent?: AuthResult }) {
  if (page.outcome === "checkInbox" && page.email) {
    return <CheckInbox email={page.email} resent={resent} />;
  }
  if (resent) {
    return (
      <AuthCard heading={t.bannerTitle} lead={t.resentLead}>
        <div className="grid gap-4">
          {resent.ok ? (
            <FormAlert tone="success">{resent.notice}</FormAlert>
          ) : (
            <FormAlert tone="error">{resent.formError ?? authTexts.errors.unknown}</FormAlert>
          )}
          <NextStep signedIn />
        </div>
      </AuthCard>
    );
  }
  const { heading, lead } =
    page.outcome === "rateLimited"
      ? { heading: t.rateLimitedHeading, lead: authTexts.errors.rateLimited(page.retryAfter ?? 60) }
      : t[page.outcome === "checkInbox" ? "missing" : page.outcome];
  return (
    <AuthCard heading={heading} lead={lead}>
      <NextStep signedIn={page.signedIn} />
    </AuthCard>
  );
}
