import { Form } from "react-router";
import { SelectField, TextField } from "~/components/module/field";
import { FormOutcome } from "~/components/module/form-outcome";
import { failureOf, resetKey, useSettingsResult } from "~/components/module/settings-result";
import { SubmitButton } from "~/components/ui/submit-button";
import { paymentMethodLabels } from "~/content/billing-documents";
import type { CustomerView } from "~/content/billing-staff";
import { paymentTexts as t } from "~/content/billing-staff-forms";
import { SettingsCard } from "~/features/settings";

// 'Enregistrer un paiement' on a customer's page: the open invoice, how and how much was paid,
// the day, the receipt scan (multipart). A refusal keeps what was typed.

const METHODS = Object.entries(paymentMethodLabels)
  // The account's credit settles invoices by itself (decision 0117), never through this form.
  .filter(([id]) => id !== "credit")
  .map(([id, label]) => ({ id, label }));
const CURRENCY_OPTIONS = [
  { id: "GNF", label: "Franc guinéen (GNF)" },
  { id: "EUR", label: "Euro (EUR)" },
];

export function PaymentForm({ view }: { view: CustomerView }) {
  const result = useSettingsResult(["payment"]);
  const failure = failureOf(result);
  const errors = failure?.fieldErrors ?? {};
  const open = view.invoices.filter((i) => i.open);
  const value = (name: string, fallback: string) => failure?.values?.[name] ?? fallback;
  return (
    <SettingsCard heading={t.heading} lead={t.lead} id="paiement">
      <FormOutcome result={result} />
      {open.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noOpenInvoice}</p>
      ) : (
        <Form
          method="post"
          encType="multipart/form-data"
          key={resetKey(result)}
          className="grid gap-4 sm:grid-cols-2"
          data-testid="payment-form"
        >
          <SelectField
            name="invoice"
            label={t.invoice}
            error={errors.invoice}
            className="sm:col-span-2"
            defaultValue={value("invoice", open[0]!.id)}
            hint={t.invoiceHint}
            options={open.map((i) => ({ id: i.id, label: `${i.number} · ${i.rest}` }))}
          />
          <SelectField
            name="method"
            label={t.method}
            error={errors.method}
            defaultValue={value("method", "orange_money")}
            options={METHODS}
          />
          <TextField
            name="reference"
            label={t.reference}
            hint={t.referenceHint}
            error={errors.reference}
            defaultValue={value("reference", "")}
            maxLength={100}
            required
          />
          <TextField
            name="amount"
            label={t.amount}
            error={errors.amount}
            defaultValue={value("amount", "")}
            inputMode="decimal"
            maxLength={20}
            required
          />
          <SelectField
            name="currency"
            label={t.currency}
            error={errors.currency}
            defaultValue={value("currency", "GNF")}
            options={CURRENCY_OPTIONS}
          />
          <TextField
            name="receivedOn"
            type="date"
            label={t.receivedOn}
            error={errors.receivedOn}
            defaultValue={value("receivedOn", view.today)}
            max={view.today}
            required
          />
          <TextField
            name="scan"
            type="file"
            label={t.scan}
            hint={t.scanHint}
            error={errors.scan}
            accept="application/pdf,image/jpeg,image/png,image/webp"
          />
          <SubmitButton
            intent="payment"
            label={t.submit}
            pendingLabel={t.pending}
            className="sm:col-span-2 sm:w-auto sm:justify-self-start"
          />
        </Form>
      )}
    </SettingsCard>
  );
}
