import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { AUTH_PATHS } from "~/content/auth";
import { invitationTexts as t } from "~/content/members";
import { workspaceErrors } from "~/content/workspaces";
import type { InvitationPage } from "~/contracts/invitation-page";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { AuthCard } from "~/features/auth";
import { cn } from "~/lib/cn";

const CLOSED = {
  unknown: { heading: t.unknownHeading, lead: t.unknown },
  expired: { heading: t.expiredHeading, lead: workspaceErrors.invitationExpired },
  used: { heading: t.usedHeading, lead: workspaceErrors.invitationUsed },
} as const;

/** /invitation/:id: the workspace, who invited and the role, then what fits the visitor. */
export function InvitationCard({ page, path }: { page: InvitationPage; path: string }) {
  if (page.state !== "open") {
    const { heading, lead } = CLOSED[page.state];
    // Signed in with another address, the invited person sees an unknown link: a way to sign
    // out and come back (the page is the same whether the id exists or not).
    const signOut = page.signedIn && page.state === "unknown";
    return (
      <AuthCard heading={heading} lead={lead}>
        <div className="grid gap-3">
          {signOut ? (
            <>
              <p className="text-sm text-muted-foreground">{t.unknownSignedIn}</p>
              <SignOutForm path={path} />
            </>
          ) : null}
          <Link
            to={page.signedIn ? AUTH_PATHS.afterSignIn : "/"}
            className={cn(buttonClass("outline"), "w-full")}
          >
            {page.signedIn ? t.toDashboard : t.toHome}
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      heading={t.heading(page.workspaceName)}
      lead={t.lead(page.inviterName, page.roleLabel)}
    >
      <div className="grid gap-5">
        <p className="text-sm text-muted-foreground">
          {t.expires}&nbsp;: <span className="font-medium text-foreground">{page.expiresOn}</span>
        </p>
        {page.formError ? <FormAlert tone="error">{page.formError}</FormAlert> : null}
        <Next page={page} />
      </div>
    </AuthCard>
  );
}

/** Signs out and comes back to this invitation (/deconnexion takes a same-site redirectTo). */
function SignOutForm({ path }: { path: string }) {
  return (
    <form method="post" action={AUTH_PATHS.signOut} className="grid">
      <input type="hidden" name="redirectTo" value={path} />
      <button type="submit" className={cn(buttonClass("outline"), "w-full")}>
        {t.signOut}
      </button>
    </form>
  );
}

function Next({ page }: { page: Extract<InvitationPage, { state: "open" }> }) {
  switch (page.visitor) {
    case "anonymous":
      return (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">{t.anonymous}</p>
          <Link to={page.signInHref} className={cn(buttonClass("primary"), "w-full")}>
            {t.signIn}
          </Link>
          <Link to={page.signUpHref} className={cn(buttonClass("outline"), "w-full")}>
            {t.signUp}
          </Link>
        </div>
      );
    case "invited":
      return (
        <Form method="post" className="grid">
          <SubmitButton
            intent="accept"
            label={t.join(page.workspaceName)}
            pendingLabel={t.joining}
            className="h-auto min-h-10 py-2 whitespace-normal"
          />
        </Form>
      );
    case "member":
      return (
        <div className="grid gap-3">
          <FormAlert tone="success">{t.alreadyMember}</FormAlert>
          <Link to={AUTH_PATHS.afterSignIn} className={cn(buttonClass("outline"), "w-full")}>
            {t.toDashboard}
          </Link>
        </div>
      );
  }
}
