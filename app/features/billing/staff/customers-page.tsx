import { Building2, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { DataTable } from "~/components/module/data-table";
import { ListPage } from "~/components/module/list-page";
import { Pagination } from "~/components/module/pagination";
import { buttonClass } from "~/components/ui/button";
import { fieldClass } from "~/components/ui/choice-fields";
import { EmptyState } from "~/components/ui/empty-state";
import {
  BILLING_RATES_PATH,
  BILLING_SETTINGS_PATH,
  BILLING_STAFF_PATH,
  BILLING_SUMMARY_PATH,
  billingStaffTexts as t,
  CUSTOMER_STATUSES,
  customerFilterSlugs,
  customerStatusLabels,
  type CustomerStatus,
  type CustomersView,
} from "~/content/billing-staff";
import { customersPaginationTexts } from "~/content/billing-staff-list";
import { cn } from "~/lib/cn";
import { formatNumber } from "~/lib/format";
import { CustomerRow } from "./customer-row";

// /dashboard/facturation (staff): every customer with its plan, seats, status, what it owes and
// its last payment; the status filter and the search live in the address (no JavaScript needed).

const c = t.columns;
const COLUMNS = [
  { key: "workspace", label: c.workspace, className: "w-[15%]" },
  { key: "owner", label: c.owner, className: "w-[16%]" },
  { key: "plan", label: c.plan, className: "w-[9%]" },
  { key: "seats", label: c.seats, className: "w-[9%]" },
  { key: "status", label: c.status, className: "w-[17%]" },
  { key: "next", label: c.nextInvoice, className: "w-[13%]" },
  { key: "due", label: c.due, className: "w-[9%] text-right" },
  { key: "last", label: c.lastPayment, className: "" },
];

const hrefOf = (filter: CustomerStatus | null, q: string, page = 1) => {
  const params = new URLSearchParams();
  if (filter) params.set("statut", customerFilterSlugs[filter]);
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${BILLING_STAFF_PATH}?${search}` : BILLING_STAFF_PATH;
};

function Filters({ view }: { view: CustomersView }) {
  const items: { id: CustomerStatus | null; label: string; count: number }[] = [
    { id: null, label: t.all, count: view.counts.all },
    ...CUSTOMER_STATUSES.map((s) => ({
      id: s,
      label: customerStatusLabels[s],
      count: view.counts[s],
    })),
  ];
  return (
    <nav aria-label={t.filtersLabel}>
      <ul className="inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {items.map((item) => {
          const active = item.id === view.filter;
          return (
            <li key={item.id ?? "all"}>
              <Link
                to={hrefOf(item.id, view.q)}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  active
                    ? "bg-background text-foreground shadow-sm"
                    : "text-muted-foreground hover:text-foreground",
                )}
              >
                {item.label}
                <span className="text-xs tabular-nums">{formatNumber(item.count)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SearchForm({ view }: { view: CustomersView }) {
  return (
    <Form
      method="get"
      action={BILLING_STAFF_PATH}
      role="search"
      className="flex w-full gap-2 sm:ml-auto sm:w-80"
    >
      {view.filter ? (
        <input type="hidden" name="statut" value={customerFilterSlugs[view.filter]} />
      ) : null}
      <label htmlFor="clients-q" className="sr-only">
        {t.searchLabel}
      </label>
      <input
        id="clients-q"
        type="search"
        name="q"
        defaultValue={view.q}
        maxLength={100}
        placeholder={t.searchPlaceholder}
        className={cn(fieldClass, "min-w-0 flex-1")}
      />
      <button type="submit" className={buttonClass("outline")}>
        <Search aria-hidden />
        <span className="sr-only sm:not-sr-only">{t.searchSubmit}</span>
      </button>
    </Form>
  );
}

export function StaffCustomersPage({ view }: { view: CustomersView }) {
  const links = [
    { href: BILLING_RATES_PATH, label: t.links.rates },
    { href: BILLING_SETTINGS_PATH, label: t.links.settings },
    { href: BILLING_SUMMARY_PATH, label: t.links.summary },
  ];
  return (
    <ListPage>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
          <p className="mt-1 text-muted-foreground">{t.lead}</p>
        </div>
        <ul className="flex flex-wrap gap-2">
          {links.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className={buttonClass("outline", "sm")}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap items-start gap-3">
        <Filters view={view} />
        <SearchForm view={view} />
      </div>
      {view.rows.length > 0 ? (
        <DataTable testId="billing-customers" caption={t.listLabel} columns={COLUMNS}>
          {view.rows.map((row) => (
            <CustomerRow key={row.id} row={row} />
          ))}
        </DataTable>
      ) : (
        <EmptyState
          icon={Building2}
          testId="billing-customers-empty"
          title={t.emptyTitle}
          text={view.filter || view.q ? t.noMatch : t.emptyText}
        >
          {view.filter || view.q ? (
            <Link to={BILLING_STAFF_PATH} className={buttonClass("outline")}>
              {t.all}
            </Link>
          ) : null}
        </EmptyState>
      )}
      <Pagination
        texts={customersPaginationTexts}
        firstHref={view.page > 2 ? hrefOf(view.filter, view.q) : undefined}
        previousHref={view.page > 1 ? hrefOf(view.filter, view.q, view.page - 1) : null}
        nextHref={view.page < view.pages ? hrefOf(view.filter, view.q, view.page + 1) : null}
        pageText={customersPaginationTexts.page(view.page, view.pages, view.total)}
      />
    </ListPage>
  );
}
