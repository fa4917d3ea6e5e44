import { Form } from "react-router";
import { SelectField, TextField } from "~/components/module/field";
import { FormOutcome } from "~/components/module/form-outcome";
import { failureOf, resetKey, useSettingsResult } from "~/components/module/settings-result";
import { SubmitButton } from "~/components/ui/submit-button";
import { CREDIT_SCOPES, creditFormTexts as t } from "~/content/billing-credit";
import type { StaffInvoiceRow } from "~/content/billing-staff";
import { CreditLines } from "./credit-lines";

// 'Émettre un avoir' on one invoice (decision 0118): a disclosure that says what is left
// creditable, then what to credit — all of it, ticked lines with a quantity (seats), or a free
// amount including VAT in EUR or GNF — and the reason. No JavaScript needed; a refusal opens it
// again with what was typed.

const CURRENCIES = [
  { id: "EUR", label: "Euro (EUR)" },
  { id: "GNF", label: "Franc guinéen (GNF)" },
];

export function CreditNoteForm({ invoice }: { invoice: StaffInvoiceRow }) {
  const result = useSettingsResult(["credit-note"]);
  const failure = failureOf(result);
  const mine = failure?.values?.invoice === invoice.id ? failure : undefined;
  const errors = mine?.fieldErrors ?? {};
  const value = (name: string, fallback: string) => mine?.values?.[name] ?? fallback;
  const credit = invoice.credit;
  if (!credit) return null;
  const scope = value("scope", credit.untouched ? "all" : "lines");
  const id = (name: string) => `${name}-${invoice.id}`;
  return (
    <details
      id={`avoir-${invoice.id}`}
      open={mine ? true : undefined}
      className="group rounded-lg border bg-card"
      data-testid="credit-note-form"
    >
      <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
        <span className="font-medium">
          {t.summary} · <span className="whitespace-nowrap">{invoice.number}</span>
        </span>
        <span className="text-muted-foreground tabular-nums">
          {credit.left} · {credit.leftGnf}
        </span>
      </summary>
      <Form
        method="post"
        key={resetKey(result, credit.left)}
        className="grid gap-4 border-t px-4 py-4"
      >
        {mine ? <FormOutcome result={mine} /> : null}
        <input type="hidden" name="invoice" value={invoice.id} />
        <p className="text-sm text-muted-foreground">{t.lead(credit.left, credit.leftGnf)}</p>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t.scopeLegend}</legend>
          {CREDIT_SCOPES.map((s) => (
            <label key={s} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="scope"
                value={s}
                defaultChecked={scope === s}
                className="size-4 accent-primary"
              />
              {t.scopes[s]}
            </label>
          ))}
          {errors.scope ? <p className="text-sm text-destructive">{errors.scope}</p> : null}
        </fieldset>
        <CreditLines credit={credit} invoiceId={invoice.id} values={mine?.values} errors={errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={id("amount")}
            name="amount"
            label={t.amount}
            error={errors.amount}
            defaultValue={value("amount", "")}
            inputMode="decimal"
            maxLength={20}
          />
          <SelectField
            id={id("currency")}
            name="currency"
            label={t.currency}
            defaultValue={value("currency", "EUR")}
            options={CURRENCIES}
          />
        </div>
        <TextField
          id={id("reason")}
          name="reason"
          label={t.reason}
          hint={t.reasonHint}
          error={errors.reason}
          defaultValue={value("reason", "")}
          maxLength={200}
        />
        <div>
          <SubmitButton
            intent="credit-note"
            label={t.confirm}
            pendingLabel={t.pending}
            className="sm:w-auto"
          />
        </div>
      </Form>
    </details>
  );
}
