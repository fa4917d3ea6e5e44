import { Link } from "react-router";
import { assetPath } from "~/content/inventory";
import { inventoryListTexts as t } from "~/content/inventory-list";
import type { AssetListRow } from "~/contracts/inventory-list";
import { cn } from "~/lib/cn";
import { formatDateCompact } from "~/lib/date-time";
import { AssetStatusBadge } from "./asset-status-badge";

// One asset of the list: a table row when the list is at least 64rem wide (a container query: the
// sidebar's width counts); narrower, the same row as a card (selection, tag and status on top,
// then the name and one labelled line per field).

const td = "min-w-0 @5xl:px-2.5 @5xl:py-3 @5xl:align-middle";
/** On a card, every cell after the top line sits in the content column (after the checkbox). */
const lineOf = (selectable: boolean) =>
  selectable ? "@max-5xl:col-start-2 @max-5xl:col-span-2" : "@max-5xl:col-span-3";

const rowGrid = cn(
  "@max-5xl:grid @max-5xl:min-w-0 @max-5xl:grid-cols-[auto_1fr_auto] @max-5xl:items-start @max-5xl:gap-x-3 @max-5xl:gap-y-1.5 @max-5xl:rounded-xl @max-5xl:border @max-5xl:bg-card @max-5xl:p-4 @max-5xl:shadow-sm",
  "@5xl:border-b @5xl:last:border-0 focus-within:bg-muted/50 hover:bg-muted/30",
);

/** The label a cell carries on a card only ("Emplacement : …"). */
function CardLabel({ children }: { children: string }) {
  return <span className="text-muted-foreground @5xl:hidden">{children}&nbsp;: </span>;
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
        <td className={cn(td, "@max-5xl:row-start-1 @max-5xl:self-center @5xl:w-10 @5xl:pr-0")}>
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
          "whitespace-nowrap @max-5xl:row-start-1 @max-5xl:self-center",
          selectable ? "@max-5xl:col-start-2" : "@max-5xl:col-span-2 @max-5xl:col-start-1",
        )}
      >
        <Link
          to={assetPath(row.id)}
          className="rounded-sm font-mono text-sm font-semibold underline decoration-muted-foreground/40 underline-offset-4 hover:decoration-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring @5xl:text-xs"
        >
          {row.tag}
        </Link>
      </td>
      <td className={cn(td, line, "@max-5xl:row-start-2")}>
        <p dir="auto" className="font-medium break-words">
          {row.name}
        </p>
        {detail || row.serial ? (
          <p dir="auto" className="text-xs break-words text-muted-foreground">
            {detail}
            {detail && row.serial ? " · " : null}
            {/* A serial never breaks inside itself (the row wraps before it instead). */}
            {row.serial ? (
              <span className="inline-block max-w-full break-all">S/N&nbsp;{row.serial}</span>
            ) : null}
          </p>
        ) : null}
      </td>
      <td className={cn(td, line, "text-sm")}>
        <CardLabel>{c.type}</CardLabel>
        {row.typeName}
      </td>
      <td className={cn(td, "@max-5xl:col-start-3 @max-5xl:row-start-1 @max-5xl:justify-self-end")}>
        <AssetStatusBadge status={row.status} />
      </td>
      <td className={cn(td, line, "text-sm break-words")}>
        <CardLabel>{c.location}</CardLabel>
        {row.locationName ?? <span className="text-muted-foreground">{t.noLocation}</span>}
      </td>
      <td className={cn(td, line, "text-sm break-words")}>
        <CardLabel>{c.assignee}</CardLabel>
        {row.assigneeName ?? <span className="text-muted-foreground">{t.nobody}</span>}
      </td>
      <td className={cn(td, line, "text-sm tabular-nums @5xl:pr-4")}>
        <CardLabel>{c.warranty}</CardLabel>
        <Warranty row={row} />
      </td>
    </tr>
  );
}
