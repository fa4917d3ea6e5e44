import { Form } from "react-router";
import { TextField } from "~/components/module/field";
import { FormOutcome } from "~/components/module/form-outcome";
import { failureOf, resetKey, useSettingsResult } from "~/components/module/settings-result";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { ratesTexts as t, type RatesPageView } from "~/content/billing-staff-forms";
import { SettingsCard } from "~/features/settings";
import { StackedRows } from "./stacked-rows";
import { StaffHeading } from "./staff-back";
import { showDay } from "./staff-day";

// /dashboard/facturation/taux (staff): today's EUR → GNF rate (or another day's), and the last
// days' rates. An invoice keeps the rate of its day.

export function StaffRatesPage({ view }: { view: RatesPageView }) {
  const result = useSettingsResult(["rate"]);
  const failure = failureOf(result);
  const errors = failure?.fieldErrors ?? {};
  return (
    <div className="mx-auto grid max-w-3xl min-w-0 gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <StaffHeading title={t.title} lead={t.lead} />
      {view.missingToday ? <FormAlert tone="error">{t.missingToday}</FormAlert> : null}
      <SettingsCard heading={t.heading} id="taux">
        <FormOutcome result={result} />
        <Form
          method="post"
          key={resetKey(result)}
          className="grid gap-4 sm:grid-cols-[12rem_1fr] sm:items-start"
          data-testid="rate-form"
        >
          <TextField
            name="day"
            type="date"
            label={t.day}
            error={errors.day}
            defaultValue={failure?.values?.day ?? view.today}
            required
          />
          <TextField
            name="rate"
            label={t.rate}
            hint={t.rateHint}
            error={errors.rate}
            defaultValue={failure?.values?.rate ?? ""}
            inputMode="decimal"
            maxLength={20}
            required
          />
          <SubmitButton
            intent="rate"
            label={t.submit}
            pendingLabel={t.pending}
            className="sm:col-span-2 sm:w-auto sm:justify-self-start"
          />
        </Form>
      </SettingsCard>
      <SettingsCard heading={t.listLabel} id="derniers-taux">
        <StackedRows
          testId="rates"
          caption={t.listLabel}
          empty={t.empty}
          columns={[t.day, t.rate, t.enteredBy]}
          rows={view.rates.map((r) => ({
            key: r.day,
            cells: [
              showDay(r.day),
              <span className="tabular-nums">{r.rate}</span>,
              r.enteredBy || "—",
            ],
          }))}
        />
      </SettingsCard>
    </div>
  );
}
