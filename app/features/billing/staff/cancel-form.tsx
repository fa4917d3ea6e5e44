import { Form } from "react-router";
import { FormOutcome } from "~/components/module/form-outcome";
import { useSettingsResult } from "~/components/module/settings-result";
import { fieldClass } from "~/components/ui/choice-fields";
import { SubmitButton } from "~/components/ui/submit-button";
import { cancelTexts as t } from "~/content/billing-cancel";
import type { CustomerView } from "~/content/billing-staff";
import { cn } from "~/lib/cn";
import { showDay } from "./staff-day";

// Staff's 'Résilier' on a customer's page (decision 0117): a disclosure with what it does, a
// reason and when (the paid period's end, or now), then the confirming button: the
// confirmation step works without JavaScript. Cancelled: 'Réactiver' until the deletion's day.

export function CancelForm({ cancel }: { cancel: CustomerView["cancel"] }) {
  const result = useSettingsResult(["cancel", "reactivate"]);
  return (
    <div className="grid gap-3 border-t pt-4">
      <FormOutcome result={result} />
      {cancel.canCancel ? <CancelDisclosure paidUntil={cancel.paidUntil} /> : null}
      {cancel.deleteAfter ? (
        <p className="text-sm" data-testid="customer-delete-after">
          {t.reactivateLead(showDay(cancel.deleteAfter))}
        </p>
      ) : null}
      {cancel.canReactivate ? (
        <Form method="post" className="sm:w-fit">
          <SubmitButton
            intent="reactivate"
            label={t.reactivate}
            pendingLabel={t.pending}
            variant="outline"
          />
        </Form>
      ) : null}
    </div>
  );
}

function CancelDisclosure({ paidUntil }: { paidUntil: string | null }) {
  return (
    <details className="group">
      <summary className="w-fit cursor-pointer text-sm font-medium text-destructive underline-offset-4 hover:underline">
        {t.staffSummary}
      </summary>
      <Form method="post" className="mt-3 grid max-w-xl gap-4 rounded-lg border bg-muted/40 p-4">
        <p className="text-sm text-muted-foreground">{t.staffQuestion}</p>
        <fieldset className="grid gap-2 text-sm">
          <legend className="mb-1 font-medium">{t.staffWhen}</legend>
          <label className="flex items-start gap-2">
            <input type="radio" name="when" value="period_end" defaultChecked className="mt-1" />
            <span>{t.staffAtPeriodEnd(paidUntil ? showDay(paidUntil) : null)}</span>
          </label>
          <label className="flex items-start gap-2">
            <input type="radio" name="when" value="now" className="mt-1" />
            <span>{t.staffNow}</span>
          </label>
        </fieldset>
        <div className="grid gap-2">
          <label htmlFor="cancel-reason" className="text-sm font-medium">
            {t.staffReason}
          </label>
          <textarea
            id="cancel-reason"
            name="reason"
            rows={2}
            maxLength={500}
            className={cn(fieldClass, "h-auto min-h-16 py-2")}
          />
        </div>
        <SubmitButton
          intent="cancel"
          label={t.staffConfirm}
          pendingLabel={t.pending}
          variant="destructive"
          className="sm:w-fit"
        />
      </Form>
    </details>
  );
}
