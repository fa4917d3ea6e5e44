import { WorkspaceForm } from "~/components/module/workspace-form";
import { PanelCard } from "~/components/ui/panel-card";
import { SubmitButton } from "~/components/ui/submit-button";
import { reportsTexts as t, type ReportsView } from "~/content/reports";

/**
 * Who receives the report of the 1st: checkboxes of the members who may read reports (admins);
 * the others read the list. `posted`: the choice of a refused form, kept.
 */
export function ReportRecipients({ view, posted }: { view: ReportsView; posted?: string[] }) {
  const chosen = view.recipients.filter((r) => r.checked).map((r) => r.name);
  return (
    <PanelCard id="envoi-mensuel" heading={t.sendingTitle}>
      <p className="text-sm text-pretty text-muted-foreground">{t.sendingLead}</p>
      {view.canConfigure ? (
        <WorkspaceForm method="post" className="grid gap-4">
          <input type="hidden" name="version" value={view.settingsVersion} />
          <fieldset className="grid min-w-0 gap-1.5">
            <legend className="mb-1.5 text-sm font-medium">{t.recipientsLegend}</legend>
            <ul className="grid gap-1 sm:grid-cols-2">
              {view.recipients.map((r) => (
                <li key={r.id}>
                  <label className="flex min-h-9 items-start gap-2 rounded-md px-1 py-1.5 text-sm hover:bg-muted/50">
                    <input
                      type="checkbox"
                      name="destinataire"
                      value={r.id}
                      defaultChecked={posted ? posted.includes(r.id) : r.checked}
                      className="mt-0.5 size-4 shrink-0 accent-primary"
                    />
                    <span className="min-w-0 wrap-break-word">
                      {r.name} <span className="text-muted-foreground">· {r.role}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {chosen.length === 0 ? (
              <p className="text-xs text-muted-foreground">{t.sendingNone}</p>
            ) : null}
          </fieldset>
          <SubmitButton
            label={t.saveRecipients}
            pendingLabel={t.saveRecipients}
            intent="recipients"
            variant="outline"
            className="sm:w-fit"
          />
        </WorkspaceForm>
      ) : (
        <p className="text-sm">{t.readOnlyRecipients(chosen.join(", "))}</p>
      )}
    </PanelCard>
  );
}
