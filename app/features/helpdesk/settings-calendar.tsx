import { Field, controlClass } from "~/components/module/field";
import { FormOutcome } from "~/components/module/form-outcome";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { SubmitButton } from "~/components/ui/submit-button";
import {
  HELPDESK_SETTINGS_LIMITS as L,
  HELPDESK_TIME_ZONES,
  helpdeskSettingsTexts as t,
  WEEKDAYS,
} from "~/content/helpdesk-settings";
import type { HelpdeskSettingsView } from "~/contracts/helpdesk-settings-view";
import { selectClass } from "~/features/members";
import { SettingsCard } from "~/features/settings";
import { cn } from "~/lib/cn";
import { failureOf, resetKey, useSettingsResult } from "~/components/module/settings-result";

const k = t.calendar;

/** 'Calendrier': the zone, the working days and the opening hours the SLA counts in. */
export function CalendarCard({ view }: { view: HelpdeskSettingsView }) {
  const result = useSettingsResult(["calendar-save"]);
  const failure = failureOf(result);
  const errors = failure?.fieldErrors ?? {};
  const cal = view.calendar;
  const value = (name: string, fallback: string) => failure?.values?.[name] ?? fallback;
  const days = failure ? (failure.values?.workDays ?? "").split(",") : cal.workDays.map(String);
  const zone = value("timeZone", cal.timeZone);
  return (
    <SettingsCard heading={k.heading} lead={k.lead} id="calendrier">
      <WorkspaceForm method="post" key={resetKey(result, cal)} className="grid gap-5">
        <FormOutcome result={result} />
        <Field id="calendrier-fuseau" label={k.timeZone} error={errors.timeZone}>
          {(aria) => (
            <select
              {...aria}
              name="timeZone"
              defaultValue={zone}
              className={cn(selectClass, "h-10 w-full sm:max-w-xs")}
            >
              {/* A zone stored before the list changed stays selectable. */}
              {HELPDESK_TIME_ZONES.some((z) => z.id === zone) ? null : (
                <option value={zone}>{zone}</option>
              )}
              {HELPDESK_TIME_ZONES.map((z) => (
                <option key={z.id} value={z.id}>
                  {z.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset
          aria-describedby={errors.workDays ? "calendrier-jours-erreur" : undefined}
          className="grid gap-2"
        >
          <legend className="mb-2 text-sm font-medium">{k.workDays}</legend>
          <div className="flex flex-wrap gap-2">
            {WEEKDAYS.map((d) => (
              <label
                key={d.day}
                className="flex h-10 cursor-pointer items-center gap-2 rounded-md border bg-background px-3 text-sm has-[:checked]:border-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
              >
                <input
                  type="checkbox"
                  name="workDays"
                  value={d.day}
                  defaultChecked={days.includes(String(d.day))}
                  aria-invalid={errors.workDays ? true : undefined}
                  className="size-4 accent-brand"
                />
                {d.label}
              </label>
            ))}
          </div>
          {errors.workDays ? (
            <p id="calendrier-jours-erreur" className="text-sm font-medium text-destructive">
              {errors.workDays}
            </p>
          ) : null}
        </fieldset>
        <div className="grid grid-cols-2 gap-4 sm:max-w-sm">
          {(["start", "end"] as const).map((name) => (
            <Field key={name} id={`calendrier-${name}`} label={k[name]} error={errors[name]}>
              {(aria) => (
                <input
                  {...aria}
                  type="time"
                  name={name}
                  required
                  defaultValue={value(name, cal[name])}
                  className={cn(controlClass, "h-10")}
                />
              )}
            </Field>
          ))}
        </div>
        <SubmitButton
          intent="calendar-save"
          label={k.submit}
          pendingLabel={k.pending}
          className="sm:w-auto sm:justify-self-start"
        />
      </WorkspaceForm>
    </SettingsCard>
  );
}

/** 'Clôture automatique': days after which a resolved ticket closes itself. */
export function AutoCloseCard({ view }: { view: HelpdeskSettingsView }) {
  const a = t.autoClose;
  const result = useSettingsResult(["auto-close-save"]);
  const failure = failureOf(result);
  return (
    <SettingsCard heading={a.heading} lead={a.lead} id="cloture">
      <WorkspaceForm
        method="post"
        key={resetKey(result, view.autoCloseDays)}
        className="grid gap-4"
      >
        <FormOutcome result={result} />
        <Field id="cloture-jours" label={a.days} hint={a.hint} error={failure?.fieldErrors?.days}>
          {(aria) => (
            <input
              {...aria}
              type="number"
              name="days"
              required
              min={L.autoCloseMin}
              max={L.autoCloseMax}
              step={1}
              inputMode="numeric"
              defaultValue={failure?.values?.days ?? view.autoCloseDays}
              className={cn(controlClass, "h-10 sm:max-w-32")}
            />
          )}
        </Field>
        <SubmitButton
          intent="auto-close-save"
          label={a.submit}
          pendingLabel={a.pending}
          className="sm:w-auto sm:justify-self-start"
        />
      </WorkspaceForm>
    </SettingsCard>
  );
}
