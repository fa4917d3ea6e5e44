import { Download } from "lucide-react";
import { Link } from "react-router";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { buttonClass } from "~/components/ui/button";
import { fieldClass } from "~/components/ui/choice-fields";
import { FormAlert } from "~/components/ui/form-alert";
import { LabelledField } from "~/components/ui/labelled-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { BILLING_PATH } from "~/content/billing";
import { CANCEL_PATH, cancelTexts as t } from "~/content/billing-cancel";
import type { BillingPageView } from "~/content/billing-page";
import { SettingsFrame } from "~/features/settings";
import { cn } from "~/lib/cn";

// 'Résilier l'abonnement' (decision 0117): a quiet link at the bottom of the subscription page,
// its confirmation page (`?resilier`: what happens and when, a reason, the confirming button;
// no JavaScript needed), and once cancelled the export of the workspace's data.

/** The link to the confirmation page (the Propriétaire, before any cancellation). */
export function CancelLink() {
  return (
    <section aria-labelledby="resilier" className="grid gap-1 border-t pt-6 text-sm">
      <h2 id="resilier" className="font-medium">
        <Link
          to={CANCEL_PATH}
          className="text-destructive underline decoration-destructive/40 underline-offset-4 hover:decoration-destructive"
          data-testid="cancel-link"
        >
          {t.open}
        </Link>
      </h2>
      <p className="text-muted-foreground">{t.openLead}</p>
    </section>
  );
}

/** Cancelled: the deletion's day and the export, in the status card. */
export function CancelledExport({ view }: { view: BillingPageView }) {
  if (!view.cancel.exportHref) return null;
  return (
    <div className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
      <p className="text-muted-foreground">{t.exportHint}</p>
      <a
        href={view.cancel.exportHref}
        className={cn(buttonClass("outline"), "w-full sm:w-fit")}
        data-testid="billing-export"
      >
        <Download aria-hidden />
        {t.export}
      </a>
    </div>
  );
}

/** The confirmation page: what cancelling does, a reason, 'Confirmer' or 'Garder'. */
export function CancelConfirm({
  view,
  formError,
}: {
  view: BillingPageView;
  formError: string | null;
}) {
  return (
    <SettingsFrame current="billing" lead={t.lead(view.workspace)}>
      <section
        aria-labelledby="resilier-confirmer"
        className="grid max-w-2xl gap-4 rounded-xl border border-destructive/40 bg-card p-5 text-card-foreground shadow-sm sm:p-6"
      >
        <h2 id="resilier-confirmer" className="text-lg font-semibold">
          {t.heading}
        </h2>
        <div className="grid gap-2 text-sm">
          <p>{view.cancel.effectiveOn ? t.atPeriodEnd(view.cancel.effectiveOn) : t.atOnce}</p>
          <p className="text-muted-foreground">{t.retention(view.retentionDays)}</p>
        </div>
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
        <WorkspaceForm method="post" className="grid gap-4">
          <LabelledField name="reason" label={t.reason} hint={t.reasonHint}>
            {(describedBy) => (
              <textarea
                id="reason"
                name="reason"
                rows={3}
                maxLength={500}
                aria-describedby={describedBy}
                className={cn(fieldClass, "h-auto min-h-20 py-2")}
              />
            )}
          </LabelledField>
          <div className="flex flex-col gap-2 sm:flex-row-reverse sm:justify-end">
            <SubmitButton
              intent="cancel"
              label={t.confirm}
              pendingLabel={t.pending}
              variant="destructive"
              className="sm:w-auto"
            />
            <Link to={BILLING_PATH} className={cn(buttonClass("outline"), "w-full sm:w-auto")}>
              {t.keep}
            </Link>
          </div>
        </WorkspaceForm>
      </section>
    </SettingsFrame>
  );
}
