import { EmptyNote } from "~/components/module/empty-note";
import { Field, controlClass } from "~/components/module/field";
import { FormOutcome } from "~/components/module/form-outcome";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { SubmitButton } from "~/components/ui/submit-button";
import {
  HELPDESK_SETTINGS_LIMITS as L,
  helpdeskSettingsTexts as t,
} from "~/content/helpdesk-settings";
import type { HelpdeskSettingsView } from "~/contracts/helpdesk-settings-view";
import { ActionForm } from "~/features/members";
import { SettingsCard } from "~/features/settings";
import { cn } from "~/lib/cn";
import { failureOf, resetKey, useSettingsResult } from "~/components/module/settings-result";

const h = t.holidays;

/** 'Jours fériés': the dates the SLA skips, each with an optional label; add one, remove one. */
export function HolidaysCard({ view }: { view: HelpdeskSettingsView }) {
  const result = useSettingsResult(["holiday-add", "holiday-remove"]);
  const failure = failureOf(result);
  const adding = failure?.intent === "holiday-add" ? failure : undefined;
  const errors = adding?.fieldErrors ?? {};
  return (
    <SettingsCard heading={h.heading} lead={h.lead} id="jours-feries">
      {result?.ok || failure?.intent === "holiday-remove" ? <FormOutcome result={result} /> : null}
      {view.holidays.length > 0 ? (
        <ul aria-label={h.listLabel} className="divide-y rounded-lg border">
          {view.holidays.map((day) => (
            <li
              key={day.date}
              data-testid="holiday-row"
              className="flex items-start justify-between gap-3 p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium first-letter:uppercase">
                  <time dateTime={day.date}>{day.display}</time>
                </p>
                {day.label ? (
                  <p dir="auto" className="text-sm wrap-anywhere text-muted-foreground">
                    {day.label}
                  </p>
                ) : null}
              </div>
              <ActionForm
                intent="holiday-remove"
                fields={{ date: day.date }}
                label={h.remove}
                pendingLabel={h.removing}
                ariaLabel={h.removeLabel(day.display)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote>{h.empty}</EmptyNote>
      )}
      <WorkspaceForm method="post" key={resetKey(result)} className="grid gap-4 border-t pt-4">
        <FormOutcome result={adding} />
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <Field id="ferie-date" label={h.date} error={errors.date}>
            {(aria) => (
              <input
                {...aria}
                type="date"
                name="date"
                required
                defaultValue={adding?.values?.date}
                className={cn(controlClass, "h-10")}
              />
            )}
          </Field>
          <Field id="ferie-libelle" label={h.label} hint={h.labelHint} error={errors.label}>
            {(aria) => (
              <input
                {...aria}
                name="label"
                maxLength={L.holidayLabel}
                autoComplete="off"
                defaultValue={adding?.values?.label}
                className={cn(controlClass, "h-10")}
              />
            )}
          </Field>
        </div>
        <SubmitButton
          intent="holiday-add"
          label={h.submit}
          pendingLabel={h.pending}
          className="sm:w-auto sm:justify-self-start"
        />
      </WorkspaceForm>
    </SettingsCard>
  );
}
