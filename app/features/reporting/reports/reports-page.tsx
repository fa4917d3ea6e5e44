import { FileText } from "lucide-react";
import { BackLink } from "~/components/ui/back-link";
import { FormRefusal } from "~/components/module/form-refusal";
import { ListPage } from "~/components/module/list-page";
import { SelectField } from "~/components/module/field";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { FormAlert } from "~/components/ui/form-alert";
import { PanelCard } from "~/components/ui/panel-card";
import { SubmitButton } from "~/components/ui/submit-button";
import { REPORTING_PATH } from "~/content/reporting";
import {
  REPORTS_PATH,
  reportsTexts as t,
  type ReportsFormResult,
  type ReportsView,
} from "~/content/reports";
import { ReportList } from "./report-list";
import { ReportRecipients } from "./report-recipients";

/** /dashboard/team-performance-automation/rapports: generate, list, and the monthly sending. */
export function ReportsPage({
  view,
  notice,
  result,
}: {
  view: ReportsView;
  notice: string | null;
  result: ReportsFormResult | undefined;
}) {
  const refused = result && !result.ok ? result : undefined;
  return (
    <ListPage>
      <header className="grid gap-2">
        <BackLink to={REPORTING_PATH}>{t.back}</BackLink>
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{t.title}</h1>
        <p className="max-w-prose text-pretty text-muted-foreground">{t.lead}</p>
        {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      </header>
      <FormRefusal result={refused} reloadHref={REPORTS_PATH} reloadLabel={t.title} />
      {view.canGenerate ? (
        <PanelCard id="nouveau-rapport" heading={t.generateTitle}>
          <WorkspaceForm
            method="post"
            className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-end sm:justify-start"
          >
            <SelectField
              name="mois"
              label={t.monthLabel}
              defaultValue={view.defaultMonth}
              options={view.months.map((m) => ({ id: m.value, label: m.label }))}
            />
            <SubmitButton
              label={t.generate}
              pendingLabel={t.generating}
              intent="generate"
              className="sm:w-auto"
            />
          </WorkspaceForm>
        </PanelCard>
      ) : null}
      <section aria-labelledby="rapports-titre" className="grid gap-3">
        <h2 id="rapports-titre" className="flex items-center gap-2 text-lg font-semibold">
          <FileText aria-hidden className="size-5 text-muted-foreground" />
          {t.listTitle}
        </h2>
        <ReportList view={view} />
      </section>
      <ReportRecipients view={view} posted={refused?.recipients} />
    </ListPage>
  );
}
