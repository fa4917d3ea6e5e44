import { SlidersHorizontal } from "lucide-react";
import { Form, Link } from "react-router";
import { SelectField } from "~/components/module/field";
import { buttonClass } from "~/components/ui/button";
import { reportPageTexts as t } from "~/content/reporting-page";
import { PERIOD_PARAM, reportPageHref, type ReportPageView } from "~/contracts/report-page";
import { REPORTING_PATH } from "~/content/reporting";

// The filters the sections offer (a team, a technician, a type of asset…), as one GET form that
// keeps the period: the URL holds the whole view, so it works without JavaScript and can be
// shared. Each section applies the keys it knows (decision 0104).

export function ReportFilters({ view }: { view: ReportPageView }) {
  if (view.filters.length === 0) return null;
  const active = view.filters.filter((filter) => filter.value).length;
  // A disclosure (native: no JavaScript needed), open while a filter is active, so that a
  // phone sees the figures first.
  return (
    <details open={active > 0} className="group min-w-0" data-testid="rapport-filtres">
      <summary className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring">
        <SlidersHorizontal aria-hidden className="size-4" />
        {t.filtersLegend}
        {active > 0 ? (
          <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
            {active}
          </span>
        ) : null}
      </summary>
      <Form method="get" action={REPORTING_PATH} className="mt-3 min-w-0">
        <fieldset className="flex min-w-0 flex-wrap items-end gap-3">
          <legend className="sr-only">{t.filtersLegend}</legend>
          <input type="hidden" name={PERIOD_PARAM} value={view.period.key} />
          <div className="contents">
            {view.filters.map((filter) => (
              <SelectField
                key={filter.key}
                className="w-full sm:w-60"
                id={`filtre-${filter.key}`}
                name={filter.key}
                label={filter.label}
                defaultValue={filter.value}
                options={[
                  { id: "", label: t.filterAll },
                  ...filter.options.map((option) => ({ id: option.value, label: option.label })),
                ]}
              />
            ))}
          </div>
          <div className="flex h-10 items-center gap-3">
            <button type="submit" className={buttonClass("outline", "md")}>
              {t.filterSubmit}
            </button>
            {active ? (
              <Link
                to={reportPageHref(view.period.key, {})}
                className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
              >
                {t.filterReset}
              </Link>
            ) : null}
          </div>
        </fieldset>
      </Form>
    </details>
  );
}
