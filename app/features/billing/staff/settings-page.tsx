import { Form } from "react-router";
import { TextField } from "~/components/module/field";
import { FormOutcome } from "~/components/module/form-outcome";
import { failureOf, resetKey, useSettingsResult } from "~/components/module/settings-result";
import { SubmitButton } from "~/components/ui/submit-button";
import { billingSettingsTexts as t, type BillingSettingsView } from "~/content/billing-staff-forms";
import { SettingsCard } from "~/features/settings";
import { StaffHeading } from "./staff-back";

// /dashboard/facturation/parametres (staff): the payment instructions printed on every invoice
// (bank, Orange Money, MTN MoMo), the VAT and the delays; saved at once, with the version shown.

const vatText = (bp: number) =>
  bp % 100 === 0 ? `${bp / 100}` : (bp / 100).toFixed(2).replace(".", ",");

export function StaffBillingSettingsPage({ settings }: { settings: BillingSettingsView }) {
  const result = useSettingsResult(["settings"]);
  const failure = failureOf(result);
  const errors = failure?.fieldErrors ?? {};
  const value = (name: string, fallback: string | number) =>
    failure?.values?.[name] ?? String(fallback);
  const text = (name: keyof BillingSettingsView & string, label: string, inputMode?: "tel") => (
    <TextField
      name={name}
      label={label}
      error={errors[name]}
      defaultValue={value(name, settings[name])}
      maxLength={160}
      inputMode={inputMode}
    />
  );
  const days = (name: keyof BillingSettingsView & string, label: string) => (
    <TextField
      name={name}
      label={label}
      error={errors[name]}
      defaultValue={value(name, settings[name])}
      inputMode="numeric"
      maxLength={4}
      required
    />
  );
  return (
    <div className="mx-auto grid max-w-3xl min-w-0 gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <StaffHeading title={t.title} lead={t.lead} />
      <Form method="post" key={resetKey(result, settings.version)} className="grid gap-6">
        <input type="hidden" name="version" value={settings.version} />
        <FormOutcome result={result} />
        <SettingsCard heading={t.sections.payment} id="instructions">
          <div className="grid gap-4 sm:grid-cols-2">
            {text("bankName", t.bankName)}
            {text("bankHolder", t.bankHolder)}
            <div className="sm:col-span-2">{text("bankAccount", t.bankAccount)}</div>
            {text("orangeMoney", t.orangeMoney, "tel")}
            {text("mtnMomo", t.mtnMomo, "tel")}
          </div>
        </SettingsCard>
        <SettingsCard heading={t.sections.terms} id="delais">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="vat"
              label={t.vat}
              hint={t.vatHint}
              error={errors.vat}
              defaultValue={value("vat", vatText(settings.vatRateBp))}
              inputMode="decimal"
              maxLength={6}
              required
            />
            {days("paymentTermsDays", t.terms)}
            {days("suspendAfterDays", t.suspendAfter)}
            {days("retentionDays", t.retention)}
          </div>
        </SettingsCard>
        <SubmitButton
          intent="settings"
          label={t.submit}
          pendingLabel={t.pending}
          className="sm:w-auto sm:justify-self-start"
        />
      </Form>
    </div>
  );
}
