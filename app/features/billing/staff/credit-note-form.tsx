import { Form } from "react-router";
import { SubmitButton } from "~/components/ui/submit-button";
import { creditNoteTexts as t } from "~/content/billing-staff-forms";

// 'Émettre un avoir' on one invoice: a disclosure that says what it does, then the confirming
// button (no JavaScript needed; the invoice itself never changes, decision 0110).

export function CreditNoteForm({ invoiceId, number }: { invoiceId: string; number: string }) {
  return (
    <details className="group">
      <summary className="cursor-pointer text-sm whitespace-nowrap text-muted-foreground underline-offset-2 hover:text-foreground hover:underline">
        {t.summary}
      </summary>
      <Form method="post" className="mt-2 grid gap-2 rounded-lg border bg-muted/40 p-3">
        <input type="hidden" name="invoice" value={invoiceId} />
        <p className="text-xs text-muted-foreground">{t.question}</p>
        <SubmitButton
          intent="credit-note"
          label={`${t.confirm} (${number})`}
          pendingLabel={t.pending}
          variant="outline"
          className="h-auto py-1.5 text-xs whitespace-normal"
        />
      </Form>
    </details>
  );
}
