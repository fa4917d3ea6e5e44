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
    return (
      <AuthCard heading={heading} lead={lead}>
        <Link
          to={page.signedIn ? AUTH_PATHS.afterSignIn : "/"}
          className={cn(buttonClass("outline"), "w-full")}
        >
          {page.signedIn ? t.toDashboard : t.toHome}
        </Link>
      </AuthCard>
    );
  }
  const other = page.visitor === "other";
  return (
    <AuthCard
      heading={other ? t.otherHeading : t.heading(page.workspaceName)}
      lead={other ? null : t.lead(page.inviterName, page.roleLabel)}
    >
      <div className="grid gap-5">
        {other ? (
          <dl className="grid gap-3 rounded-lg border bg-muted/40 px-4 py-3 text-sm">
            <Detail term={t.workspace} value={page.workspaceName} />
            <Detail term={t.invitedBy} value={page.inviterName} />
            <Detail term={t.role} value={page.roleLabel} />
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">
            {t.expires}&nbsp;: <span className="font-medium text-foreground">{page.expiresOn}</span>
          </p>
        )}
        {page.formError ? <FormAlert tone="error">{page.formError}</FormAlert> : null}
        <Next page={page} path={path} />
      </div>
    </AuthCard>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8.5rem_1fr] sm:gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 font-medium break-words">{value}</dd>
    </div>
  );
}

function Next({ page, path }: { page: Extract<InvitationPage, { state: "open" }>; path: string }) {
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
    case "other":
      return (
        <div className="grid gap-3">
          <FormAlert tone="error">
            {workspaceErrors.invitationOtherAccount(page.maskedEmail)}
          </FormAlert>
          <form method="post" action={AUTH_PATHS.signOut} className="grid">
            <input type="hidden" name="redirectTo" value={path} />
            <button type="submit" className={cn(buttonClass("outline"), "w-full")}>
              {t.signOut}
            </button>
          </form>
        </div>
      );
  }
}
