import { assetPath } from "~/content/inventory";
import { inventoryListTexts as t } from "~/content/inventory-list";
import type { AssetListRow } from "~/contracts/inventory-list";
import { dataCellClass, dataRowClass } from "~/components/module/data-table";
import { cn } from "~/lib/cn";
import { formatDateCompact } from "~/lib/date-time";
import { AssetStatusBadge } from "./asset-status-badge";
import { PlainLink } from "~/components/ui/plain-link";

// One asset of the list: a dense one-line table row when the list is wide (DataTable's `table`
// size, a container query: the sidebar's width counts); narrower, the same row as a card
// (selection, tag and status on top, then the name and one labelled line per field). The tag is
// the row's link (keyboard); the name is the same link for the pointer.

const td = dataCellClass;
/** On a card, every cell after the top line sits in the content column (after the checkbox). */
const lineOf = (selectable: boolean) =>
  selectable ? "@max-table:col-start-2 @max-table:col-span-2" : "@max-table:col-span-3";

const rowGrid = cn(dataRowClass, "@max-table:grid-cols-[auto_1fr_auto] @max-table:gap-y-1.5");

/** The label a cell carries on a card only ("Emplacement : …"). */
function CardLabel({ children }: { children: string }) {
  return <span className="text-muted-foreground @table:hidden">{children}&nbsp;: </span>;
}

const day = (isoDay: string) => formatDateCompact(new Date(`${isoDay}T12:00:00Z`));

function Warranty({ row }: { row: AssetListRow }) {
  if (!row.warrantyEnd) return <span className="text-muted-foreground">{t.noWarranty}</span>;
  const state = row.warrantyState;
  return (
    <span
      className={cn(
        "inline-flex flex-wrap items-center gap-x-1.5 whitespace-nowrap",
        state === "soon" && "font-medium text-amber-700 dark:text-amber-300",
        state === "expired" && "text-muted-foreground",
      )}
      data-warranty={state ?? undefined}
    >
      <time
        dateTime={row.warrantyEnd}
        className={cn(state === "expired" && "line-through decoration-1")}
      >
        {day(row.warrantyEnd)}
      </time>
      {state ? (
        <span className="rounded-full border border-current/40 px-1.5 text-xs">
          {state === "soon" ? t.warrantySoon : t.warrantyExpired}
        </span>
      ) : null}
    </span>
  );
}

export function InventoryRow({
  row,
  selectable,
  selected,
}: {
  row: AssetListRow;
  selectable: boolean;
  selected: boolean;
}) {
  const c = t.columns;
  const line = lineOf(selectable);
  const detail = [row.manufacturer, row.model].filter(Boolean).join(" ");
  return (
    <tr className={rowGrid} data-asset-row>
      {selectable ? (
        <td className={cn(td, "@max-table:row-start-1 @max-table:self-center @table:pr-0")}>
          <input
            type="checkbox"
            name="asset"
            value={row.id}
            defaultChecked={selected}
            aria-label={t.selectOne(row.tag)}
            className="size-4 accent-primary"
            data-bulk-select
          />
        </td>
      ) : null}
      <td
        className={cn(
          td,
          "whitespace-nowrap @max-table:row-start-1 @max-table:self-center",
          selectable ? "@max-table:col-start-2" : "@max-table:col-span-2 @max-table:col-start-1",
        )}
      >
        <PlainLink
          to={assetPath(row.id)}
          className="rounded-sm font-mono text-sm font-semibold whitespace-nowrap underline decoration-muted-foreground/40 underline-offset-4 hover:decoration-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring @table:text-xs"
        >
          {row.tag}
        </PlainLink>
      </td>
      <td className={cn(td, line, "@max-table:row-start-2")}>
        {/* The model under the name, as the queue puts a ticket's category under its subject:
            side by side at 1440 px the two shared the cell and both were cut. */}
        <div className="min-w-0">
          <PlainLink
            to={assetPath(row.id)}
            tabIndex={-1}
            dir="auto"
            title={row.name}
            className="block min-w-0 font-medium wrap-anywhere hover:underline @table:truncate"
          >
            {row.name}
          </PlainLink>
          {detail || row.serial ? (
            <p dir="auto" className="text-xs wrap-anywhere text-muted-foreground @table:truncate">
              {detail}
              {detail && row.serial ? " · " : null}
              {/* A serial never breaks inside itself (the row wraps before it instead). */}
              {row.serial ? (
                <span className="inline-block max-w-full break-all @table:inline">
                  {t.serial}&nbsp;{row.serial}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
      </td>
      <td className={cn(td, line, "text-sm wrap-anywhere @table:truncate")}>
        <CardLabel>{c.type}</CardLabel>
        {row.typeName}
      </td>
      <td
        className={cn(
          td,
          "@max-table:col-start-3 @max-table:row-start-1 @max-table:justify-self-end",
        )}
      >
        <AssetStatusBadge status={row.status} />
      </td>
      <td className={cn(td, line, "text-sm wrap-anywhere @table:truncate")}>
        <CardLabel>{c.location}</CardLabel>
        {row.locationName ?? <span className="text-muted-foreground">{t.noLocation}</span>}
      </td>
      <td className={cn(td, line, "text-sm wrap-anywhere @table:truncate")}>
        <CardLabel>{c.assignee}</CardLabel>
        {row.assigneeName ?? <span className="text-muted-foreground">{t.nobody}</span>}
      </td>
      <td className={cn(td, line, "text-sm tabular-nums @table:pr-4")}>
        <CardLabel>{c.warranty}</CardLabel>
        <Warranty row={row} />
      </td>
    </tr>
  );
}
