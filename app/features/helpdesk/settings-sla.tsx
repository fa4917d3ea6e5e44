import { Field, controlClass } from "~/components/module/field";
import { FormOutcome } from "~/components/module/form-outcome";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { SubmitButton } from "~/components/ui/submit-button";
import { TICKET_PRIORITIES } from "~/content/helpdesk";
import { helpdeskSettingsTexts as t, targetFields } from "~/content/helpdesk-settings";
import type { HelpdeskSettingsView } from "~/contracts/helpdesk-settings-view";
import { SettingsCard } from "~/features/settings";
import { cn } from "~/lib/cn";
import { failureOf, resetKey, useSettingsResult } from "~/components/module/settings-result";
import { TicketPriorityBadge } from "./ticket-badges";

const s = t.sla;
const HINT_ID = "delais-aide";
const row = "grid grid-cols-2 gap-3 md:grid-cols-[10rem_1fr_1fr] md:items-start";

/** 'Délais (SLA)': first response and resolution per priority, in business hours. */
export function SlaCard({ view }: { view: HelpdeskSettingsView }) {
  const result = useSettingsResult(["sla-save"]);
  const failure = failureOf(result);
  const errors = failure?.fieldErrors ?? {};
  const value = (name: string, fallback: string) => failure?.values?.[name] ?? fallback;
  return (
    <SettingsCard heading={s.heading} lead={s.lead} id="delais">
      <WorkspaceForm method="post" key={resetKey(result, view.targets)} className="grid gap-4">
        <FormOutcome result={result} />
        <p id={HINT_ID} className="text-sm text-muted-foreground">
          {s.hint}
        </p>
        <div aria-hidden className={cn(row, "hidden text-sm font-medium md:grid")}>
          <span>{s.priority}</span>
          <span>{s.firstResponse}</span>
          <span>{s.resolution}</span>
        </div>
        {TICKET_PRIORITIES.map((p, index) => {
          const field = targetFields(p);
          return (
            <div
              key={p}
              role="group"
              aria-labelledby={`delais-${p}`}
              className={cn(row, index > 0 && "border-t pt-4 md:border-0 md:pt-0")}
            >
              <p id={`delais-${p}`} className="col-span-2 md:col-span-1 md:pt-2">
                <TicketPriorityBadge priority={p} />
              </p>
              {(["first", "resolution"] as const).map((kind) => (
                <Field
                  key={kind}
                  id={`delais-${kind}-${p}`}
                  label={kind === "first" ? s.firstResponse : s.resolution}
                  labelClassName="md:sr-only"
                  error={errors[field[kind]]}
                  describedBy={HINT_ID}
                >
                  {(aria) => (
                    <input
                      {...aria}
                      name={field[kind]}
                      required
                      maxLength={20}
                      autoComplete="off"
                      defaultValue={value(
                        field[kind],
                        view.targets[p][kind === "first" ? "firstResponse" : "resolution"],
                      )}
                      className={cn(controlClass, "h-10")}
                    />
                  )}
                </Field>
              ))}
            </div>
          );
        })}
        <p className="text-sm text-muted-foreground">{s.recompute}</p>
        <SubmitButton
          intent="sla-save"
          label={s.submit}
          pendingLabel={s.pending}
          className="sm:w-auto sm:justify-self-start"
        />
      </WorkspaceForm>
    </SettingsCard>
  );
}
