import { Form, Link } from "react-router";
import { reportPageTexts as t } from "~/content/reporting-page";
import { CUSTOM_FROM_PARAM, CUSTOM_TO_PARAM, type ReportPageView } from "~/contracts/report-page";
import { REPORTING_PATH } from "~/content/reporting";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";

// The period: the four ready ones as links (the current one marked), and a custom span as a
// GET form of two dates (the server turns `?du=…&au=…` into `?periode=…`): no JavaScript needed.
// Both keep the filters of the URL.

const input =
  "h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring";

export function PeriodPicker({ view }: { view: ReportPageView }) {
  const custom = view.period.kind === "custom";
  return (
    <div className="flex min-w-0 flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <nav aria-label={t.periodNav} className="min-w-0">
        <ul className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:inline-flex">
          {view.choices.map((choice) => (
            <li key={choice.key}>
              <Link
                to={choice.href}
                aria-current={choice.current ? "page" : undefined}
                className={cn(
                  "flex h-8 items-center justify-center rounded-md px-3 text-sm whitespace-nowrap text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
                  choice.current && "bg-background font-medium text-foreground shadow-xs",
                )}
              >
                {choice.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form
        method="get"
        action={REPORTING_PATH}
        className="min-w-0"
        data-testid="periode-personnalisee"
      >
        <fieldset className="grid min-w-0 grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2">
          <legend
            className={cn(
              "mb-1 text-xs font-medium",
              custom ? "text-foreground" : "text-muted-foreground",
            )}
          >
            {t.customLegend}
          </legend>
          {Object.entries(view.filterParams).map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
          <label className="grid gap-1 text-xs text-muted-foreground">
            {t.customFrom}
            <input
              type="date"
              name={CUSTOM_FROM_PARAM}
              defaultValue={view.custom.from}
              max={view.custom.max}
              required
              className={input}
            />
          </label>
          <label className="grid gap-1 text-xs text-muted-foreground">
            {t.customTo}
            <input
              type="date"
              name={CUSTOM_TO_PARAM}
              defaultValue={view.custom.to}
              required
              className={input}
            />
          </label>
          <button type="submit" className={buttonClass("outline", "sm")}>
            {t.customSubmit}
          </button>
        </fieldset>
      </Form>
    </div>
  );
}
