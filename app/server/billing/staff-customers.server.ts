import { sql, type SQL } from "drizzle-orm";
import { formatMoney } from "~/contracts/money";
import {
  CUSTOMER_STATUSES,
  customerFilterSlugs,
  type CustomerRow,
  type CustomerStatus,
  type CustomersView,
} from "~/content/billing-staff";
import { CUSTOMERS_PAGE_SIZE } from "~/content/billing-staff-list";
import { findPlan } from "~/content/plans";
import type { Db } from "~/server/db/client.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { inBillingStaff } from "./staff-scope.server";

// Staff's customers list (/dashboard/facturation): every workspace, its owner, plan, members and
// paid seats, status, next unpaid invoice, what it owes and its last payment; read through the
// staff role (inBillingStaff), never another module's rows. In pages of CUSTOMERS_PAGE_SIZE, by
// name (decision 0118: offsets, as staff jump to a page and the list is a few thousand at most).

interface Raw {
  id: string;
  name: string;
  plan: string;
  trial_ends_at: Date | string | null;
  owner_name: string | null;
  owner_email: string | null;
  members: number;
  status: string | null;
  account_plan: string | null;
  seats: number | null;
  period_end: string | null;
  next_number: string | null;
  next_due: string | null;
  due_cents: string | null;
  last_on: string | null;
  last_minor: string | null;
  last_currency: "EUR" | "GNF" | null;
}

/** The status staff read: the account's, else the trial's (a plan staff set by hand: active). */
export function customerStatusOf(
  account: string | null,
  trialEndsAt: Date | null,
  now: Date,
): CustomerStatus {
  if (account && account !== "trial") return account as CustomerStatus;
  if (trialEndsAt === null) return account === "trial" ? "trial" : "active";
  return trialEndsAt.getTime() > now.getTime() ? "trial" : "trial_over";
}

const statusSql = (now: Date) => sql`case
  when a.status is not null and a.status <> 'trial' then a.status
  when o.trial_ends_at is null then case when a.status = 'trial' then 'trial' else 'active' end
  when o.trial_ends_at > ${now.toISOString()}::timestamptz then 'trial' else 'trial_over' end`;

const dayOf = (value: string | null) => (value ? String(value).slice(0, 10) : null);
const dateOf = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/** The workspaces with their account and first owner (what the search and the filter read). */
const customersFrom = sql`auth_organization o
    left join billing_account a on a.organization_id = o.id
    left join lateral (select u.name, u.email from auth_member m join auth_user u on u.id = m.user_id
      where m.organization_id = o.id and m.role = 'owner' order by m.created_at limit 1) ow on true`;

async function countCustomers(tx: TenantTx, where: SQL): Promise<number> {
  const result = await tx.execute(
    sql`select count(*)::int as n from ${customersFrom} where ${where}`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

async function selectCustomers(tx: TenantTx, where: SQL, offset: number): Promise<Raw[]> {
  const result = await tx.execute(sql`
    select o.id, o.name, o.plan, o.trial_ends_at,
      ow.name as owner_name, ow.email as owner_email,
      (select count(*)::int from auth_member m where m.organization_id = o.id) as members,
      a.status, a.plan as account_plan, a.seats, a.period_end::text as period_end,
      nx.number as next_number, nx.due_on::text as next_due,
      (select sum(i.total_cents - i.paid_cents)::text from billing_invoice i
        where i.organization_id = o.id and i.kind = 'invoice'
          and i.status in ('issued', 'partially_paid')) as due_cents,
      lp.received_on::text as last_on, lp.amount_minor::text as last_minor,
      lp.currency as last_currency
    from ${customersFrom}
    left join lateral (select i.number, i.due_on from billing_invoice i
      where i.organization_id = o.id and i.kind = 'invoice'
        and i.status in ('issued', 'partially_paid') order by i.due_on, i.number limit 1) nx on true
    left join lateral (select p.received_on, p.amount_minor, p.currency from billing_payment p
      where p.organization_id = o.id order by p.received_on desc, p.created_at desc limit 1) lp on true
    where ${where}
    order by o.name, o.id
    limit ${CUSTOMERS_PAGE_SIZE} offset ${offset}`);
  return (result as unknown as { rows: Raw[] }).rows;
}

function rowOf(raw: Raw, now: Date): CustomerRow {
  const status = customerStatusOf(raw.status, dateOf(raw.trial_ends_at), now);
  const trialEnd = dateOf(raw.trial_ends_at);
  const due = raw.due_cents === null ? 0 : Number(raw.due_cents);
  return {
    id: raw.id,
    workspace: raw.name,
    owner: raw.owner_name ? { name: raw.owner_name, email: raw.owner_email ?? "" } : null,
    plan: findPlan(raw.account_plan ?? raw.plan)?.name ?? raw.account_plan ?? raw.plan,
    members: Number(raw.members),
    paidSeats: raw.seats === null ? null : Number(raw.seats),
    status,
    until:
      status === "trial" || status === "trial_over"
        ? (trialEnd?.toISOString().slice(0, 10) ?? null)
        : dayOf(raw.period_end),
    nextInvoice:
      raw.next_number && raw.next_due
        ? { number: raw.next_number, dueOn: dayOf(raw.next_due)! }
        : null,
    amountDue: due > 0 ? formatMoney(due, "EUR") : null,
    lastPayment:
      raw.last_on && raw.last_minor && raw.last_currency
        ? {
            on: dayOf(raw.last_on)!,
            amount: formatMoney(Number(raw.last_minor), raw.last_currency),
          }
        : null,
  };
}

/** `?statut=` (French slug) → the status, or null for all. */
export const parseCustomerFilter = (slug: string | null): CustomerStatus | null =>
  CUSTOMER_STATUSES.find((s) => customerFilterSlugs[s] === slug) ?? null;

/** One page of the list for the address's filter and search, with the count of each status. */
export async function listCustomers(
  db: Db,
  query: { filter: CustomerStatus | null; q: string; page?: number },
  now: Date = new Date(),
): Promise<CustomersView> {
  const q = query.q.trim().slice(0, 100);
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const search = q
    ? sql`(o.name ilike ${like} or ow.email ilike ${like} or ow.name ilike ${like})`
    : sql`true`;
  const where = query.filter ? sql`${search} and (${statusSql(now)}) = ${query.filter}` : search;
  return inBillingStaff(db, async (tx) => {
    const total = await countCustomers(tx, where);
    const pages = Math.max(1, Math.ceil(total / CUSTOMERS_PAGE_SIZE));
    // A page beyond the last (customers gone since): the last one.
    const page = Math.min(Math.max(1, query.page ?? 1), pages);
    const raws = await selectCustomers(tx, where, (page - 1) * CUSTOMERS_PAGE_SIZE);
    const rows = raws.map((raw) => rowOf(raw, now));
    const counted = await tx.execute(sql`select ${statusSql(now)} as status, count(*)::int as n
      from auth_organization o left join billing_account a on a.organization_id = o.id group by 1`);
    const counts = Object.fromEntries(
      CUSTOMER_STATUSES.map((s) => [s, 0]),
    ) as CustomersView["counts"];
    counts.all = 0;
    for (const r of (counted as unknown as { rows: { status: CustomerStatus; n: number }[] })
      .rows) {
      counts[r.status] = Number(r.n);
      counts.all += Number(r.n);
    }
    return { rows, filter: query.filter, q, counts, page, pages, total };
  });
}
