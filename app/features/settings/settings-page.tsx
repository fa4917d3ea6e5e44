import { Form, Link, useActionData } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { authTexts, NAME_MAX } from "~/content/auth";
import { settingsTexts as t } from "~/content/settings";
import type { AuthResult } from "~/contracts/auth-result";
import { AuthField, FormAlert, NewPasswordField, SubmitButton } from "~/features/auth";
import { cn } from "~/lib/cn";
import { useAccount } from "~/features/dashboard";
import { SettingsCard } from "./settings-card";
import { SettingsHeader } from "./settings-header";

/** /dashboard/parametres for a signed-in account. */
export function SettingsPage({
  sessionCount,
  trialEndsOn,
  deletion,
}: {
  sessionCount: number;
  /** The trial's end, formatted in French; null without a trial. */
  trialEndsOn: string | null;
  /** What deleting the account does to its workspaces (names). */
  deletion: { blocking: string[]; abandoned: string[] };
}) {
  const account = useAccount();
  const result = useActionData<AuthResult>();
  if (!account) return null;
  const resultFor = (intent: string) => (result?.intent === intent ? result : undefined);
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <SettingsHeader current="account" lead={t.lead} />

      <SettingsCard heading={t.subscription.heading} id="abonnement">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">{t.subscription.plan}</dt>
            <dd className="font-medium">
              {account.workspace?.planName ?? t.subscription.noWorkspace}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t.subscription.trialEnds}</dt>
            <dd className="font-medium">{trialEndsOn ?? t.subscription.noTrial}</dd>
          </div>
        </dl>
        <Link to="/tarifs" className={cn(buttonClass("outline", "sm"), "justify-self-start")}>
          {t.subscription.changePlan}
        </Link>
      </SettingsCard>

      <SettingsCard heading={t.profile.heading} lead={t.profile.lead} id="profil">
        <Form method="post" className="grid gap-4">
          <Outcome result={resultFor("profile")} />
          <AuthField
            id="profil-nom"
            name="fullName"
            label={authTexts.fields.fullName}
            autoComplete="name"
            maxLength={NAME_MAX}
            defaultValue={resultFor("profile")?.ok === false ? undefined : account.name}
            error={failureOf(resultFor("profile"))?.fieldErrors?.fullName}
          />
          <p className="text-sm">
            <span className="text-muted-foreground">{t.profile.email}&nbsp;: </span>
            {account.email}
          </p>
          <SubmitButton
            intent="profile"
            label={t.profile.submit}
            pendingLabel={t.profile.pending}
            className="sm:w-auto sm:justify-self-start"
          />
        </Form>
      </SettingsCard>

      <SettingsCard heading={t.password.heading} lead={t.password.lead} id="mot-de-passe">
        <Form method="post" className="grid gap-4">
          <Outcome result={resultFor("password")} />
          <AuthField
            id="parametres-mot-de-passe-actuel"
            name="currentPassword"
            type="password"
            label={authTexts.fields.currentPassword}
            autoComplete="current-password"
            error={failureOf(resultFor("password"))?.fieldErrors?.currentPassword}
          />
          <NewPasswordField
            id="parametres-nouveau-mot-de-passe"
            failure={failureOf(resultFor("password"))}
          />
          <SubmitButton
            intent="password"
            label={t.password.submit}
            pendingLabel={t.password.pending}
            className="sm:w-auto sm:justify-self-start"
          />
        </Form>
      </SettingsCard>

      <SettingsCard
        heading={t.sessions.heading}
        lead={t.sessions.count(sessionCount)}
        id="sessions"
      >
        <Form method="post" className="grid gap-4">
          <Outcome result={resultFor("sessions")} />
          <SubmitButton
            intent="sessions"
            variant="outline"
            label={t.sessions.submit}
            pendingLabel={t.sessions.pending}
            className="sm:w-auto sm:justify-self-start"
          />
        </Form>
      </SettingsCard>

      <SettingsCard heading={t.danger.heading} lead={t.danger.lead} id="suppression" danger>
        {deletion.abandoned.length > 0 ? (
          <p className="text-sm font-medium" data-testid="account-deletion-workspaces">
            {t.danger.alsoDeletes(deletion.abandoned)}
          </p>
        ) : null}
        {deletion.blocking.length > 0 && resultFor("delete")?.ok !== false ? (
          <FormAlert tone="error">{t.danger.lastOwner(deletion.blocking)}</FormAlert>
        ) : null}
        <Form method="post" className="grid gap-4">
          <Outcome result={resultFor("delete")} />
          <AuthField
            id="suppression-mot-de-passe"
            name="currentPassword"
            type="password"
            label={authTexts.fields.currentPassword}
            autoComplete="current-password"
            error={failureOf(resultFor("delete"))?.fieldErrors?.currentPassword}
          />
          <SubmitButton
            intent="delete"
            variant="destructive"
            label={t.danger.submit}
            pendingLabel={t.danger.pending}
            className="sm:w-auto sm:justify-self-start"
          />
        </Form>
      </SettingsCard>
    </div>
  );
}

const failureOf = (result: AuthResult | undefined) => (result && !result.ok ? result : undefined);

function Outcome({ result }: { result: AuthResult | undefined }) {
  if (!result) return null;
  if (result.ok) return <FormAlert tone="success">{result.notice}</FormAlert>;
  return result.formError ? <FormAlert tone="error">{result.formError}</FormAlert> : null;
}
