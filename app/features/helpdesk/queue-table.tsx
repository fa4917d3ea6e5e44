import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { helpdeskQueueTexts as t } from "~/content/helpdesk-queue";
import type { QueueView } from "~/contracts/helpdesk-queue";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { cn } from "~/lib/cn";
import { QueueBulkBar } from "./queue-bulk-bar";
import { QueueRow } from "./queue-row";

const th = "px-2.5 py-3 text-left font-medium";
/** The columns in the order of QueueRow's cells, with their widths (the subject takes the rest). */
const COLUMNS: readonly [keyof typeof t.columns, string][] = [
  ["number", "w-24"],
  ["subject", ""],
  ["requester", "w-40"],
  ["assignee", "w-32"],
  ["status", "w-28"],
  ["priority", "w-25"],
  ["sla", "w-32"],
  ["updated", "w-30 pr-4"],
];

/**
 * The tickets of the page. For people who handle tickets (and a workspace that is not read-only)
 * the table sits in the bulk action's form: a checkbox per ticket, the action above (works
 * without JavaScript: `intent=bulk`, each checked `ticket`, the `operation`).
 */
export function QueueTable({
  view,
  result,
}: {
  view: QueueView;
  result: WorkspaceResult | undefined;
}) {
  const selectable = view.canHandle && !view.readOnly;
  const form = useRef<HTMLFormElement>(null);
  const refused = result && !result.ok ? result : undefined;
  const kept = new Set(refused?.values?.tickets?.split(",") ?? []);
  const [count, setCount] = useState(kept.size);
  const recount = () =>
    setCount(form.current?.querySelectorAll("input[data-queue-select]:checked").length ?? 0);

  // Done: the selection is cleared (the rows show the new values).
  const [doneResult, setDoneResult] = useState(result);
  if (result !== doneResult) {
    setDoneResult(result);
    if (result?.ok) setCount(0);
  }
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result?.ok) form.current?.reset();
    // The answer shows above the table: bring it into view from a selection far down the page.
    if (result) outcome.current?.scrollIntoView({ block: "nearest" });
  }, [result]);

  const table = (
    <div className="@container">
      <div className="@5xl:overflow-hidden @5xl:rounded-xl @5xl:border @5xl:bg-card @5xl:text-card-foreground @5xl:shadow-sm">
        <table className="w-full text-sm @max-5xl:block @5xl:table-fixed" data-testid="queue-table">
          <caption className="sr-only">{t.caption}</caption>
          <thead className="border-b bg-muted/50 text-muted-foreground @max-5xl:hidden">
            <tr>
              {selectable ? (
                <th scope="col" className={cn(th, "w-9 pr-0")}>
                  <span className="sr-only">{t.bulk.heading}</span>
                </th>
              ) : null}
              {COLUMNS.map(([key, width]) => (
                <th key={key} scope="col" className={cn(th, width)}>
                  {t.columns[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="@max-5xl:grid @max-5xl:gap-3 @3xl:@max-5xl:grid-cols-2">
            {view.rows.map((row) => (
              <QueueRow
                key={row.number}
                row={row}
                selectable={selectable}
                selected={kept.has(String(row.number))}
              />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );

  if (!selectable) return table;
  return (
    <Form
      method="post"
      ref={form}
      onChange={recount}
      className="grid gap-3"
      data-testid="queue-bulk-form"
    >
      <QueueBulkBar view={view} count={count} form={form} onSelectAll={recount} refused={refused} />
      <div ref={outcome} aria-live="polite" className="scroll-mt-20">
        {result ? (
          result.ok ? (
            <FormAlert tone="success">{result.notice}</FormAlert>
          ) : result.formError ? (
            <FormAlert tone="error">{result.formError}</FormAlert>
          ) : null
        ) : null}
      </div>
      {table}
    </Form>
  );
}
