import { dataCellClass, dataRowClass } from "~/components/module/data-table";
import {
  billingCustomerPath,
  billingStaffTexts as t,
  type CustomerRow as Row,
} from "~/content/billing-staff";
import { cn } from "~/lib/cn";
import { CustomerStatusBadge } from "./customer-status-badge";
import { showDay } from "./staff-day";
import { PlainLink } from "~/components/ui/plain-link";

// One customer of staff's list: a dense table row when wide, a card on a phone (the workspace
// and its status on top, then one labelled line per field).

const td = dataCellClass;
const line = "@max-table:col-span-2";
const rowGrid = cn(dataRowClass, "@max-table:grid-cols-[1fr_auto] @max-table:gap-y-1.5");

function CardLabel({ children }: { children: string }) {
  return <span className="text-muted-foreground @table:hidden">{children}&nbsp;: </span>;
}

const none = <span className="text-muted-foreground">{t.none}</span>;

export function CustomerRow({ row }: { row: Row }) {
  const c = t.columns;
  return (
    <tr className={rowGrid} data-customer-row>
      <td className={cn(td, "@max-table:row-start-1 @table:truncate")}>
        <PlainLink
          to={billingCustomerPath(row.id)}
          className="font-medium break-words hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {row.workspace}
        </PlainLink>
      </td>
      <td className={cn(td, line, "@table:truncate")}>
        <CardLabel>{c.owner}</CardLabel>
        {row.owner ? (
          <span title={row.owner.email}>
            {row.owner.name}
            <span className="block truncate text-xs text-muted-foreground">{row.owner.email}</span>
          </span>
        ) : (
          <span className="text-muted-foreground">{t.noOwner}</span>
        )}
      </td>
      <td className={cn(td, line)}>
        <CardLabel>{c.plan}</CardLabel>
        {row.plan}
      </td>
      <td className={cn(td, line, "tabular-nums @table:whitespace-nowrap")}>
        <CardLabel>{c.seats}</CardLabel>
        {t.seats(row.members, row.paidSeats)}
      </td>
      <td className={cn(td, "@max-table:row-start-1 @max-table:justify-self-end")}>
        <CustomerStatusBadge status={row.status} />
        {row.until ? (
          <span className="block text-xs text-muted-foreground @max-table:hidden">
            {t.until(showDay(row.until))}
          </span>
        ) : null}
      </td>
      <td className={cn(td, line)}>
        <CardLabel>{c.nextInvoice}</CardLabel>
        {row.nextInvoice ? (
          <span>
            {showDay(row.nextInvoice.dueOn)}
            <span className="block text-xs whitespace-nowrap text-muted-foreground @max-table:inline @max-table:before:content-['_·_']">
              {row.nextInvoice.number}
            </span>
          </span>
        ) : (
          none
        )}
      </td>
      <td className={cn(td, line, "tabular-nums @table:text-right")}>
        <CardLabel>{c.due}</CardLabel>
        {row.amountDue ?? none}
      </td>
      <td className={cn(td, line, "tabular-nums")}>
        <CardLabel>{c.lastPayment}</CardLabel>
        {row.lastPayment ? (
          <span>
            {row.lastPayment.amount}
            <span className="block text-xs text-muted-foreground @max-table:inline @max-table:before:content-['_·_']">
              {showDay(row.lastPayment.on)}
            </span>
          </span>
        ) : (
          none
        )}
      </td>
    </tr>
  );
}
