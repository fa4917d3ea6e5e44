import { ChoiceChips, fieldClass } from "~/components/ui/choice-fields";
import {
  teamFormTexts as f,
  WEEKDAY_LABELS,
  type TeamHoursValues,
} from "~/content/team-management";

// Working hours as a form's fields (the team's, or a member's in the team): 'own hours' ticked,
// the days and the opening and closing times; unticked, the default hours apply.

const DAYS = Object.entries(WEEKDAY_LABELS).map(([id, label]) => ({ id, label }));

export function HoursFields({
  idPrefix,
  ownLabel,
  values,
  error,
}: {
  idPrefix: string;
  ownLabel: string;
  values: TeamHoursValues;
  error?: string;
}) {
  const errorId = `${idPrefix}-erreur`;
  return (
    <>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="ownHours"
          defaultChecked={values.own}
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <span>{ownLabel}</span>
      </label>
      <ChoiceChips
        legend={f.days}
        name="day"
        options={DAYS}
        checked={values.workDays.map(String)}
      />
      <div className="grid grid-cols-2 gap-3 sm:max-w-xs">
        {(["start", "end"] as const).map((k) => (
          <div key={k} className="grid min-w-0 gap-1">
            <label htmlFor={`${idPrefix}-${k}`} className="text-sm font-medium">
              {f[k]}
            </label>
            <input
              id={`${idPrefix}-${k}`}
              type="time"
              name={k}
              defaultValue={values[k]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={fieldClass}
            />
          </div>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}
