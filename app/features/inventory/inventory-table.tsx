import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { inventoryListTexts as t } from "~/content/inventory-list";
import type { AssetListView } from "~/contracts/inventory-list";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { cn } from "~/lib/cn";
import { InventoryBulkBar } from "./inventory-bulk-bar";
import { InventoryRow } from "./inventory-row";

const th = "px-2.5 py-3 text-left font-medium";
/** The columns in the order of InventoryRow's cells, with their widths (the name takes the rest). */
const COLUMNS: readonly [keyof typeof t.columns, string][] = [
  ["tag", "w-32 whitespace-nowrap"],
  ["name", ""],
  ["type", "w-36"],
  ["status", "w-34"],
  ["location", "w-36"],
  ["assignee", "w-36"],
  ["warranty", "w-36 pr-4"],
];

/**
 * The assets of the page. For people who manage assets (and a workspace that is not read-only)
 * the table sits in the bulk action's form: a checkbox per asset, the action above (works
 * without JavaScript: `intent=bulk`, each checked `asset`, the `operation`).
 */
export function InventoryTable({
  view,
  result,
}: {
  view: AssetListView;
  result: WorkspaceResult | undefined;
}) {
  const selectable = view.canManage && !view.readOnly;
  const form = useRef<HTMLFormElement>(null);
  const refused = result && !result.ok ? result : undefined;
  const kept = new Set(refused?.values?.assets?.split(",") ?? []);
  const [count, setCount] = useState(kept.size);
  const recount = () =>
    setCount(form.current?.querySelectorAll("input[data-asset-select]:checked").length ?? 0);

  // Done: the selection is cleared (the rows show the new values).
  const [doneResult, setDoneResult] = useState(result);
  if (result !== doneResult) {
    setDoneResult(result);
    if (result?.ok) setCount(0);
  }
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result?.ok) form.current?.reset();
    if (result) outcome.current?.scrollIntoView({ block: "nearest" });
  }, [result]);

  const table = (
    <div className="@container">
      <div className="@5xl:overflow-hidden @5xl:rounded-xl @5xl:border @5xl:bg-card @5xl:text-card-foreground @5xl:shadow-sm">
        <table className="w-full text-sm @max-5xl:block @5xl:table-fixed" data-testid="asset-table">
          <caption className="sr-only">{t.caption}</caption>
          <thead className="border-b bg-muted/50 text-muted-foreground @max-5xl:hidden">
            <tr>
              {selectable ? (
                <th scope="col" className={cn(th, "w-10 pr-0")}>
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
              <InventoryRow
                key={row.id}
                row={row}
                selectable={selectable}
                selected={kept.has(row.id)}
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
      data-testid="asset-bulk-form"
    >
      <InventoryBulkBar
        view={view}
        count={count}
        form={form}
        onSelectAll={recount}
        refused={refused}
      />
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
