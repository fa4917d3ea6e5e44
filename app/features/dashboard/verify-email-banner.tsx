import { MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import { AUTH_PATHS, authTexts } from "~/content/auth";
import type { AuthResult } from "~/contracts/auth-result";

const t = authTexts.verifyEmail;

/**
 * The calm reminder of a signed-in account whose address is not confirmed yet. "Renvoyer le lien"
 * posts to /confirmer-email: with JavaScript a toast gives the answer and the page stays; without,
 * the browser shows the answer on that page.
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  const fetcher = useFetcher<AuthResult>();
  const shown = useRef<AuthResult | undefined>(undefined);
  const result = fetcher.data;
  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    toast(
      result.ok
        ? { title: t.sentTitle, description: result.notice, variant: "success" }
        : { title: t.failedTitle, description: result.formError, variant: "error" },
    );
  }, [result]);

  return (
    <aside
      aria-label={t.bannerLabel}
      data-testid="verify-email-banner"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b bg-muted/40 px-4 py-2.5 text-sm sm:px-6"
    >
      <p className="flex w-full items-start gap-2 text-muted-foreground sm:w-auto sm:min-w-0 sm:flex-1 sm:items-center">
        <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0 sm:mt-0" />
        <span className="min-w-0">
          <strong className="font-medium text-foreground">{t.bannerTitle}.</strong>{" "}
          <span className="break-words">{t.bannerText(email)}</span>
        </span>
      </p>
      <fetcher.Form method="post" action={AUTH_PATHS.verifyEmail}>
        <input type="hidden" name="intent" value="resend" />
        <button
          type="submit"
          className={buttonClass("outline", "sm")}
          disabled={fetcher.state !== "idle"}
        >
          {fetcher.state === "idle" ? t.resend : t.resending}
        </button>
      </fetcher.Form>
    </aside>
  );
}
