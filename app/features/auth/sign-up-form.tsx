import { Check } from "lucide-react";
import { Form, Link, useActionData } from "react-router";
import { AuthField } from "./auth-field";
import { EmailField, NewPasswordField, TextLink } from "./common-fields";
import type { AuthResult } from "~/contracts/auth-result";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { authTexts, NAME_MAX } from "~/content/auth";
import { invitationTexts } from "~/content/members";
import { PRICE_PERIOD, plans, type PlanId } from "~/content/plans";
import { useEuro } from "~/lib/use-euro";

const t = authTexts.signUp;

export interface SignUpInvitation {
  id: string;
  email: string;
  workspaceName: string;
  inviterName: string;
}

/**
 * /inscription: the chosen plan, the trial promise, full name, e-mail and password. From an
 * invitation link: the workspace to join instead of the plan, the invited address prefilled.
 */
export function SignUpForm({
  planId,
  invitation,
}: {
  planId: PlanId;
  invitation?: SignUpInvitation | null;
}) {
  const euro = useEuro();
  const result = useActionData<AuthResult>();
  const failure = result && !result.ok ? result : undefined;
  const plan = plans.find((p) => p.id === planId) ?? plans[0]!;
  return (
    <div className="grid gap-5">
      {invitation ? (
        <p
          data-testid="sign-up-invitation"
          className="rounded-lg border bg-muted/40 px-4 py-3 text-sm break-words"
        >
          {invitationTexts.signUpNote(invitation.workspaceName, invitation.inviterName)}
        </p>
      ) : (
        <PlanSummary plan={plan} euro={euro} />
      )}
      {failure?.formError ? <FormAlert tone="error">{failure.formError}</FormAlert> : null}
      <Form method="post" replace className="grid gap-4" aria-label={t.title}>
        <input type="hidden" name="plan" value={plan.id} />
        {invitation ? <input type="hidden" name="invitation" value={invitation.id} /> : null}
        <AuthField
          id="inscription-nom"
          name="fullName"
          label={authTexts.fields.fullName}
          autoComplete="name"
          maxLength={NAME_MAX}
          defaultValue={failure?.values?.fullName}
          error={failure?.fieldErrors?.fullName}
        />
        <EmailField id="inscription-email" failure={failure} defaultValue={invitation?.email} />
        <NewPasswordField
          id="inscription-mot-de-passe"
          label={authTexts.fields.password}
          failure={failure}
        />
        <SubmitButton
          label={invitation ? invitationTexts.signUpSubmit : t.submit}
          pendingLabel={t.pending}
        />
        <p className="text-xs text-muted-foreground">
          {t.terms}{" "}
          <Link to="/terms" className="underline underline-offset-4 hover:text-foreground">
            {t.termsLink}
          </Link>{" "}
          et notre{" "}
          <Link to="/privacy" className="underline underline-offset-4 hover:text-foreground">
            {t.privacyLink}
          </Link>
          .
        </p>
      </Form>
    </div>
  );
}

function PlanSummary({
  plan,
  euro,
}: {
  plan: (typeof plans)[number];
  euro: ReturnType<typeof useEuro>;
}) {
  return (
    <>
      <div
        data-testid="chosen-plan"
        className="flex items-start justify-between gap-3 rounded-lg border bg-muted/40 px-4 py-3 text-sm"
      >
        <div>
          <p className="text-xs text-muted-foreground">{t.planLabel}</p>
          <p className="font-semibold">{plan.name}</p>
          {plan.monthlyPrice !== undefined ? (
            <p className="text-xs text-muted-foreground">
              {euro(plan.monthlyPrice)} {PRICE_PERIOD} {t.afterTrial}
            </p>
          ) : null}
        </div>
        <span className="shrink-0">
          <TextLink to="/tarifs">{t.changePlan}</TextLink>
        </span>
      </div>
      <p className="flex items-center gap-2 text-sm font-medium" data-testid="trial-promise">
        <Check aria-hidden className="size-4 text-success" />
        {t.trial}
      </p>
    </>
  );
}
