import { ListPage } from "~/components/module/list-page";
import { EmptyNote } from "~/components/module/empty-note";
import { FormAlert } from "~/components/ui/form-alert";
import { reportPageTexts as t } from "~/content/reporting-page";
import { type ReportPageView } from "~/contracts/report-page";
import { PeriodPicker } from "./period-picker";
import { ReportFilters } from "./report-filters";
import { FileText, Gauge } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { DASHBOARD_PATH } from "~/content/dashboard-links";
import { REPORTS_PATH } from "~/content/reports";
import { isEmptySection, ReportSection } from "./report-section";

// 'Pilotage de la performance' for a signed-in person (null view: no workspace): the period and
// its comparison, the filters, then every module's section as it comes (decision 0104).

function Header({ view }: { view: ReportPageView | null }) {
  return (
    <header className="grid gap-1">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{t.title}</h1>
        {view ? (
          <Link to={REPORTS_PATH} className={buttonClass("outline", "sm")}>
            <FileText aria-hidden />
            {t.reportsLink}
          </Link>
        ) : null}
      </div>
      <p className="max-w-3xl text-pretty text-muted-foreground">{t.lead}</p>
      {view ? (
        <p className="mt-2 text-sm" data-testid="rapport-periode">
          <span className="font-semibold first-letter:uppercase">{view.period.label}</span>
          <span className="text-muted-foreground">
            {" "}
            · {t.comparedTo[view.period.kind](view.period.previousLabel)}
          </span>
        </p>
      ) : null}
    </header>
  );
}

export function ReportPage({ view }: { view: ReportPageView | null }) {
  if (!view) {
    return (
      <ListPage>
        <Header view={null} />
        <FormAlert tone="error">{t.noWorkspace}</FormAlert>
      </ListPage>
    );
  }
  // The modules' paths from the catalogue: their content files would add their chunks here.
  // A new workspace: one empty state that says where the figures come from, not empty charts.
  const nothing = view.sections.length > 0 && view.sections.every(isEmptySection);
  return (
    <ListPage>
      <Header view={view} />
      <PeriodPicker view={view} />
      {view.periodError ? <FormAlert tone="error">{view.periodError}</FormAlert> : null}
      {nothing ? null : <ReportFilters view={view} />}
      {view.sections.length === 0 ? <EmptyNote>{t.noSection}</EmptyNote> : null}
      {nothing ? (
        <EmptyState icon={Gauge} title={t.emptyTitle} text={t.emptyText} testId="rapport-vide">
          <Link to={`${DASHBOARD_PATH}/helpdesk`} className={buttonClass("primary")}>
            {t.emptyHelpdesk}
          </Link>
          <Link to={`${DASHBOARD_PATH}/inventory-management`} className={buttonClass("outline")}>
            {t.emptyInventory}
          </Link>
        </EmptyState>
      ) : (
        view.sections.map((section) => (
          <ReportSection
            key={section.id}
            section={section}
            previousIn={t.previousIn[view.period.kind](view.period.previousLabel)}
            csvHrefs={view.csvHrefs}
          />
        ))
      )}
    </ListPage>
  );
}
