import { ChevronDown } from "lucide-react";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { PanelCard } from "~/components/ui/panel-card";
import { SubmitButton } from "~/components/ui/submit-button";
import { teamFormTexts as f, type MemberHoursItem } from "~/content/team-management";
import { HoursFields } from "./hours-fields";

/** A team's members and their hours in it; each opens its own small form (managers). */
export function MemberHours({
  items,
  canManage,
  error,
}: {
  items: MemberHoursItem[];
  canManage: boolean;
  error?: string;
}) {
  if (items.length === 0) return null;
  return (
    <PanelCard id="horaires-membres" heading={f.memberHours}>
      <p className="text-xs text-muted-foreground">{f.memberHoursLead}</p>
      <ul className="grid divide-y rounded-lg border">
        {items.map((m) => (
          <li key={m.id}>
            {canManage ? (
              <details className="group">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{m.name}</span>
                    <span className="block text-xs text-muted-foreground">{m.summary}</span>
                  </span>
                  <ChevronDown
                    aria-hidden
                    className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                  />
                </summary>
                <WorkspaceForm method="post" className="grid gap-4 px-3 pt-1 pb-4">
                  <input type="hidden" name="userId" value={m.id} />
                  <HoursFields
                    idPrefix={`horaires-${m.id}`}
                    ownLabel={f.memberOwnHours}
                    values={m.hours}
                    error={error}
                  />
                  <SubmitButton
                    label={f.memberHoursSubmit(m.name)}
                    pendingLabel={f.memberHoursSubmit(m.name)}
                    intent="member-hours"
                    variant="outline"
                    className="sm:w-fit"
                  />
                </WorkspaceForm>
              </details>
            ) : (
              <p className="flex min-h-11 flex-wrap items-center justify-between gap-x-3 px-3 py-2 text-sm">
                <span className="font-medium">{m.name}</span>
                <span className="text-xs text-muted-foreground">{m.summary}</span>
              </p>
            )}
          </li>
        ))}
      </ul>
    </PanelCard>
  );
}
