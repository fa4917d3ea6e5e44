import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  integer,
  jsonb,
  pgPolicy,
  pgRole,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Currency } from "~/contracts/money";
import { bytea } from "~/server/db/column-types.server";
import { tenantTable } from "~/server/db/tenant-table.server";

// The billing's tables (issue 36, decision 0110). Money is integers in minor units: euro cents,
// whole Guinean francs (ISO 4217 gives GNF no decimals). A customer's rows are tenant rows
// (read and written through the tenant helper, row-level security): a staff command on a
// workspace's billing (recording a payment) runs in that workspace's tenant transaction too.
// Staff's lists across workspaces (customers, exports) READ through their own role
// `app_billing_staff`, whose select-only policy below is on the billing tables alone.

const billingStaff = pgRole("app_billing_staff").existing();

/**
 * The staff role's policy: reads every row of this billing table (never another module's), in a
 * transaction that also says so (`app.billing_staff`, set by `inBillingStaff`): the application's
 * own role is a member of `app_billing_staff` (to switch to it), and PostgreSQL applies a role's
 * policies to its members, so the role alone would open these rows to any query that skips the
 * helpers (decision 0110, drizzle/0031).
 */
const staffPolicy = (table: string) =>
  pgPolicy(`${table}_staff`, {
    as: "permissive",
    for: "select",
    to: billingStaff,
    using: sql`current_setting('app.billing_staff', true) = 'on'`,
  });

export const BILLING_STATUSES = [
  "trial",
  "pending_payment",
  "active",
  "overdue",
  "suspended",
  "cancelled",
] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

export const BILLING_CYCLES = ["monthly", "yearly"] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const PAYMENT_METHODS = ["bank_transfer", "orange_money", "mtn_momo", "cash"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What may settle an invoice: staff's payments, or the account's credit (decision 0117). */
export const SETTLEMENT_METHODS = [...PAYMENT_METHODS, "credit"] as const;

export const CURRENCIES = ["EUR", "GNF"] as const satisfies readonly Currency[];

/** One line of a quote or an invoice (amounts in euro cents, excluding VAT). */
export interface BillingLine {
  description: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
  /** A credit note's line: the index of the invoice's line it credits (decision 0118). */
  creditsLine?: number;
}

/** The company's legal details and payment instructions as printed on a document. */
export interface SellerSnapshot {
  name: string;
  address: string;
  rccm: string;
  nif: string;
  email: string;
  phone: string;
  bank: { name: string; holder: string; account: string } | null;
  orangeMoney: string | null;
  mtnMomo: string | null;
}

/** The customer as printed on a document: the workspace and its owner at the time of issue. */
export interface CustomerSnapshot {
  workspace: string;
  name: string;
  email: string;
}

/**
 * The workspace's subscription: one row per workspace that chose a plan (a workspace without a
 * row is in its trial, from `auth_organization.trial_ends_at`). `version`: stale forms get a 409.
 */
export const billingAccount = tenantTable(
  "billing_account",
  {
    status: text("status", { enum: BILLING_STATUSES }).notNull().default("trial"),
    /** A plan id of app/content/plans.ts: the one paid for, or chosen and awaiting payment. */
    plan: text("plan").notNull(),
    cycle: text("cycle", { enum: BILLING_CYCLES }).notNull().default("monthly"),
    /** Seats paid for the current period (members beyond them add a prorated line). */
    seats: integer("seats").notNull(),
    /** The paid period, days of Africa/Conakry: [start, end]. Null before the first payment. */
    periodStart: date("period_start"),
    periodEnd: date("period_end"),
    /** Overpayments, in euro cents, taken off the next invoice. */
    creditCents: bigint("credit_cents", { mode: "number" }).notNull().default(0),
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Cancelled: the day the workspace's data is deleted (the terms' retention period). */
    deleteAfter: date("delete_after"),
    version: bigint("version", { mode: "number" }).notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  {
    extra: (t) => [
      uniqueIndex("billing_account_org_key").on(t.organizationId),
      staffPolicy("billing_account"),
    ],
  },
);

/** A quote ('devis'): a plan, a cycle and seats at the prices of its day; accepted once. */
export const billingQuote = tenantTable(
  "billing_quote",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** `DEV-2026-000001`, from `billing_sequence`. */
    number: text("number").notNull(),
    plan: text("plan").notNull(),
    cycle: text("cycle", { enum: BILLING_CYCLES }).notNull(),
    seats: integer("seats").notNull(),
    lines: jsonb("lines").$type<BillingLine[]>().notNull(),
    subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull(),
    /** VAT rate in basis points (1800 = 18 %). */
    vatRateBp: integer("vat_rate_bp").notNull(),
    vatCents: bigint("vat_cents", { mode: "number" }).notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    status: text("status", { enum: ["sent", "accepted", "declined", "expired", "superseded"] })
      .notNull()
      .default("sent"),
    validUntil: date("valid_until").notNull(),
    createdBy: text("created_by"),
    createdByName: text("created_by_name").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  {
    leading: (t) => [t.createdAt],
    extra: (t) => [
      uniqueIndex("billing_quote_number_key").on(t.number),
      staffPolicy("billing_quote"),
    ],
  },
);

/**
 * An issued invoice ('facture', or 'avoir' for a credit note), immutable once written: only
 * `status` and `paid_cents` change (a trigger of drizzle/0028 refuses any other update). Its
 * amounts in EUR and in GNF at the rate of its day, kept on it.
 */
export const billingInvoice = tenantTable(
  "billing_invoice",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["invoice", "credit_note"] })
      .notNull()
      .default("invoice"),
    /** `FAC-2026-000123` (`AV-2026-000004` for a credit note), gapless per year. */
    number: text("number").notNull(),
    quoteId: uuid("quote_id"),
    /** A credit note: the invoice it cancels (in whole or part). */
    creditsInvoiceId: uuid("credits_invoice_id"),
    issuedOn: date("issued_on").notNull(),
    dueOn: date("due_on").notNull(),
    plan: text("plan").notNull(),
    cycle: text("cycle", { enum: BILLING_CYCLES }).notNull(),
    seats: integer("seats").notNull(),
    /** The service period it pays for. */
    periodStart: date("period_start").notNull(),
    periodEnd: date("period_end").notNull(),
    lines: jsonb("lines").$type<BillingLine[]>().notNull(),
    subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull(),
    vatRateBp: integer("vat_rate_bp").notNull(),
    vatCents: bigint("vat_cents", { mode: "number" }).notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    /** GNF per euro × 10,000 on `rateOn` (entered by staff), and the total in whole francs. */
    rateE4: bigint("rate_e4", { mode: "number" }).notNull(),
    rateOn: date("rate_on").notNull(),
    totalGnf: bigint("total_gnf", { mode: "number" }).notNull(),
    /** The reference the customer quotes with a transfer or a mobile-money payment. */
    paymentReference: text("payment_reference").notNull(),
    seller: jsonb("seller").$type<SellerSnapshot>().notNull(),
    customer: jsonb("customer").$type<CustomerSnapshot>().notNull(),
    status: text("status", { enum: ["issued", "partially_paid", "paid", "cancelled"] })
      .notNull()
      .default("issued"),
    /**
     * What payments (and credit) have settled so far, in euro cents. A credit note: what it took
     * off its invoice's amount due (the rest of it went to the account's credit).
     */
    paidCents: bigint("paid_cents", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** A credit note: staff's reason, printed on it (decision 0118). */
    reason: text("reason"),
  },
  {
    leading: (t) => [t.issuedOn],
    extra: (t) => [
      uniqueIndex("billing_invoice_number_key").on(t.number),
      uniqueIndex("billing_invoice_reference_key").on(t.paymentReference),
      staffPolicy("billing_invoice"),
    ],
  },
);

/** A payment recorded by staff against an invoice, with its receipt's number and scan. */
export const billingPayment = tenantTable(
  "billing_payment",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id").notNull(),
    method: text("method", { enum: SETTLEMENT_METHODS }).notNull(),
    /** The transfer's or the mobile-money transaction's reference, or the cash receipt book's. */
    reference: text("reference").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    /** In the payment's currency's minor unit. */
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    /** Its value in euro cents at the invoice's rate (what settles the invoice). */
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    receivedOn: date("received_on").notNull(),
    /** `REC-2026-000001`. */
    receiptNumber: text("receipt_number").notNull(),
    scan: bytea("scan"),
    scanType: text("scan_type"),
    scanName: text("scan_name"),
    recordedBy: text("recorded_by"),
    recordedByName: text("recorded_by_name").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  {
    leading: (t) => [t.invoiceId],
    extra: (t) => [
      uniqueIndex("billing_payment_receipt_key").on(t.receiptNumber),
      staffPolicy("billing_payment"),
    ],
  },
);

/** A line waiting for the next invoice: a prorated seat added (positive) or removed (negative). */
export const billingPendingLine = tenantTable(
  "billing_pending_line",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    unitCents: bigint("unit_cents", { mode: "number" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    /** Set when an invoice took the line. */
    invoiceId: uuid("invoice_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  { leading: (t) => [t.invoiceId], extra: () => [staffPolicy("billing_pending_line")] },
);

/** Each reminder once: its kind and what it is about (an invoice id, a trial's end day). */
export const billingReminder = tenantTable(
  "billing_reminder",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  {
    extra: (t) => [
      uniqueIndex("billing_reminder_key").on(t.organizationId, t.kind, t.key),
      staffPolicy("billing_reminder"),
    ],
  },
);

// The company's own tables (no workspace): read by the tenant role, written by staff's
// commands as the application (no row-level security: nothing of a customer's in them).

/** EUR → GNF per day, entered by staff; an invoice keeps the rate it used. */
export const billingExchangeRate = pgTable("billing_exchange_rate", {
  day: date("day").primaryKey(),
  /** GNF per euro × 10,000 (8 612,5 GNF → 86125000). */
  rateE4: bigint("rate_e4", { mode: "number" }).notNull(),
  enteredBy: text("entered_by"),
  enteredByName: text("entered_by_name").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The payment instructions and terms staff configure (one row, id 1). */
export const billingSettings = pgTable("billing_settings", {
  id: integer("id").primaryKey().default(1),
  bankName: text("bank_name").notNull().default(""),
  bankHolder: text("bank_holder").notNull().default(""),
  bankAccount: text("bank_account").notNull().default(""),
  orangeMoney: text("orange_money").notNull().default(""),
  mtnMomo: text("mtn_momo").notNull().default(""),
  vatRateBp: integer("vat_rate_bp").notNull().default(1800),
  paymentTermsDays: integer("payment_terms_days").notNull().default(15),
  /** Days after a cancellation before the workspace's data is deleted (the terms say so). */
  retentionDays: integer("retention_days").notNull().default(90),
  /** Days overdue before the service is suspended. */
  suspendAfterDays: integer("suspend_after_days").notNull().default(15),
  version: bigint("version", { mode: "number" }).notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Gapless numbers: the last number of a series ('FAC', 'AV', 'DEV', 'REC') in a year, taken
 * with `insert … on conflict do update … returning` in the transaction that writes the
 * document, so a rolled-back document gives its number back.
 */
export const billingSequence = pgTable(
  "billing_sequence",
  {
    series: text("series").notNull(),
    year: integer("year").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);
