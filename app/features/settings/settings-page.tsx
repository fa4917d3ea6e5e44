import { Lock } from "lucide-react";
import { Form, Link, useActionData, useLocation } from "react-router";
import { authTexts, NAME_MAX } from "~/content/auth";
import { settingsTexts as t } from "~/content/settings";
import type { AuthResult } from "~/contracts/auth-result";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { AuthField, NewPasswordField } from "~/features/auth";
import { SettingsCard } from "./settings-card";
import { SettingsFrame } from "./settings-frame";
import { planRequestTexts, trialOverTexts } from "~/content/plan-request";
import { can } from "~/contracts/workspace-roles";
import { PlanRequestForm, useAccount } from "~/features/dashboard";
import { buttonClass } from "~/components/ui/button";
import { BILLING_PATH, billingCan } from "~/content/billing";
import { billingPageTexts } from "~/content/billing-page";
import { cn } from "~/lib/cn";

/** /dashboard/parametres for a signed-in account. */
export function SettingsPage({
  sessionCount,
  trialEndsOn,
  deletion,
  defaultSeats,
}: {
  sessionCount: number;
  /** The trial's end, formatted in French; null without a trial. */
  trialEndsOn: string | null;
  /** What deleting the account does to its workspaces (names). */
  deletion: { blocking: string[]; abandoned: string[] };
  /** The plan request's seats by default: the workspace's member count. */
  defaultSeats: number;
}) {
  const account = useAccount();
  const location = useLocation();
  const result = useActionData<AuthResult>();
  if (!account) return null;
  const resultFor = (intent: string) => (result?.intent === intent ? result : undefined);
  // A changed password comes back by a redirect (the new session's cookie): `?etat=`.
  const passwordSaved: AuthResult | undefined =
    new URLSearchParams(location.search).get("etat") === t.password.savedState
      ? { ok: true, intent: "password", notice: t.password.saved }
      : undefined;
  return (
    <SettingsFrame current="account" lead={t.lead} narrow>
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
        {/* The subscription page (issue 36): plans priced for the workspace, quote, invoices. */}
        {account.workspace && billingCan(account.workspace.role, "billing.read") ? (
          <Link to={BILLING_PATH} className={cn(buttonClass("outline"), "justify-self-start")}>
            {billingPageTexts.settingsLink}
          </Link>
        ) : null}
        {account.workspace?.readOnly ? (
          <p
            className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm"
            data-testid="settings-read-only"
          >
            <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
            {trialOverTexts.settingsReadOnly}
          </p>
        ) : null}
        {account.workspace && can(account.workspace.role, "workspace.requestPlan") ? (
          <PlanRequestForm
            workspace={account.workspace}
            defaultSeats={defaultSeats}
            returnTo={`${location.pathname}${location.search}`}
          />
        ) : account.workspace ? (
          <p className="text-sm text-muted-foreground">{planRequestTexts.managersOnly}</p>
        ) : null}
        <Link
          to="/tarifs"
          className="justify-self-start text-sm font-medium text-brand underline-offset-4 hover:underline"
        >
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
          <Outcome result={resultFor("password") ?? passwordSaved} />
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
    </SettingsFrame>
  );
}

const failureOf = (result: AuthResult | undefined) => (result && !result.ok ? result : undefined);

function Outcome({ result }: { result: AuthResult | undefined }) {
  if (!result) return null;
  if (result.ok) return <FormAlert tone="success">{result.notice}</FormAlert>;
  return result.formError ? <FormAlert tone="error">{result.formError}</FormAlert> : null;
}
