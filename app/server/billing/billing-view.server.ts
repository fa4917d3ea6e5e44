import {
  billingStatusLabels,
  documentPath,
  invoiceStatusLabels,
  quoteStatusLabels,
} from "~/content/billing";
import { cancelTexts } from "~/content/billing-cancel";
import { cycleLabels, documentTitles, formatDay } from "~/content/billing-documents";
import type {
  BillingPageView,
  BillingTone,
  InvoiceItem,
  PendingQuote,
  QuoteItem,
} from "~/content/billing-page";
import { billingPageTexts as t } from "~/content/billing-page";
import { findPlan, plans } from "~/content/plans";
import { centsToGnf, formatMoney } from "~/contracts/money";
import type { AccountRow } from "./account.server";
import { dayOf } from "./billing-calendar.server";
import type { InvoiceRow } from "./invoices.server";
import { unitCentsOf } from "./pricing.server";
import type { QuoteRow } from "./quotes.server";

// The subscription page's view (decision 0113), from the rows the loader read: the status in
// words (essai with its days left, en attente de paiement, actif jusqu'au …), the plans of
// /tarifs priced for the workspace's users, the quote to accept, the documents with their PDFs.

const eur = (cents: number) => formatMoney(cents, "EUR");
/** '100 €' for a whole price (the plans' prices), '100,50 €' otherwise. */
const whole = (cents: number) => eur(cents).replace(/,00(?=\s?€)/u, "");
const planName = (id: string) => findPlan(id)?.name ?? id;
const DAY_MS = 86_400_000;

interface Facts {
  workspace: string;
  /** The workspace's plan (auth_organization.plan): the trial's, before any quote is accepted. */
  workspacePlan: string;
  trialEndsAt: Date | null;
  canBuy: boolean;
  users: number;
  account: AccountRow | null;
  quotes: QuoteRow[];
  invoices: InvoiceRow[];
  now: Date;
}

function statusOf(f: Facts): BillingPageView["status"] {
  const open = f.invoices.find(
    (i) => i.kind === "invoice" && i.status !== "paid" && i.status !== "cancelled",
  );
  const status = f.account?.status ?? "trial";
  const label = billingStatusLabels[status];
  const tone: Record<typeof status, BillingTone> = {
    trial: "neutral",
    pending_payment: "warning",
    active: "good",
    overdue: "danger",
    suspended: "danger",
    cancelled: "neutral",
  };
  const detail = (() => {
    switch (status) {
      case "trial": {
        if (!f.trialEndsAt) return t.trialNone;
        const days = Math.max(0, Math.ceil((f.trialEndsAt.getTime() - f.now.getTime()) / DAY_MS));
        return t.trial(days, formatDay(dayOf(f.trialEndsAt)));
      }
      case "pending_payment":
        return open ? t.pending(open.number, formatDay(open.dueOn)) : t.pendingNoInvoice;
      case "active":
        return t.active(
          formatDay(f.account!.periodStart ?? dayOf(f.now)),
          formatDay(f.account!.periodEnd ?? dayOf(f.now)),
        );
      case "overdue":
        return open ? t.overdue(open.number, formatDay(open.dueOn)) : label;
      case "suspended":
        return t.suspended;
      case "cancelled": {
        // Cancelled at the paid period's end: usable until then (decision 0117).
        const until = f.account!.periodEnd;
        const running =
          until && until >= dayOf(f.now) ? ` ${cancelTexts.usableUntil(formatDay(until))}` : "";
        const deleteOn = f.account!.deleteAfter ? formatDay(f.account!.deleteAfter) : null;
        return `${t.cancelled(deleteOn)}${running}`;
      }
    }
  })();
  const shown =
    status === "active"
      ? `${label} jusqu'au ${formatDay(f.account!.periodEnd ?? dayOf(f.now))}`
      : label;
  return { label: shown, detail, tone: tone[status] };
}

const quoteItem = (q: QuoteRow, today: string): QuoteItem => ({
  id: q.id,
  number: q.number,
  date: formatDay(dayOf(q.createdAt)),
  summary: `${planName(q.plan)}, ${cycleLabels[q.cycle]}, ${t.users(q.seats)}`,
  total: eur(q.totalCents),
  status:
    q.status === "sent" && q.validUntil < today
      ? quoteStatusLabels.expired
      : quoteStatusLabels[q.status],
  canAccept: q.status === "sent" && q.validUntil >= today,
  validUntil: formatDay(q.validUntil),
  pdfHref: documentPath("devis", q.id),
});

const invoiceTone: Record<InvoiceRow["status"], BillingTone> = {
  issued: "warning",
  partially_paid: "warning",
  paid: "good",
  cancelled: "neutral",
};

const invoiceItem = (i: InvoiceRow, all: InvoiceRow[]): InvoiceItem => ({
  id: i.id,
  number: i.number,
  kind: documentTitles[i.kind],
  date: formatDay(i.issuedOn),
  due:
    i.kind === "credit_note"
      ? t.credits(all.find((c) => c.id === i.creditsInvoiceId)?.number ?? "")
      : i.status !== "paid" && i.status !== "cancelled"
        ? t.due(formatDay(i.dueOn))
        : null,
  total: eur(i.totalCents),
  totalGnf: formatMoney(i.totalGnf, "GNF"),
  status: i.kind === "credit_note" ? t.creditIssued : invoiceStatusLabels[i.status],
  tone: i.kind === "credit_note" ? "neutral" : invoiceTone[i.status],
  reference:
    i.kind === "invoice" && i.status !== "paid" && i.status !== "cancelled"
      ? i.paymentReference
      : null,
  rest:
    i.kind === "invoice" && i.status === "partially_paid"
      ? t.rest(
          eur(i.totalCents - i.paidCents),
          formatMoney(centsToGnf(i.totalCents - i.paidCents, i.rateE4), "GNF"),
        )
      : null,
  pdfHref: documentPath("factures", i.id),
});

export function billingView(f: Facts): Omit<BillingPageView, "cancel" | "retentionDays"> {
  const today = dayOf(f.now);
  const current = f.account && f.account.status !== "cancelled" ? f.account.plan : null;
  const waiting = f.quotes.find((q) => q.status === "sent" && q.validUntil >= today) ?? null;
  const pendingQuote: PendingQuote | null = waiting
    ? {
        ...quoteItem(waiting, today),
        lines: waiting.lines.map((l) => ({
          description: l.description,
          amount: eur(l.amountCents),
        })),
        subtotal: eur(waiting.subtotalCents),
        vatLabel: t.vat(
          `${new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 }).format(waiting.vatRateBp / 100)}\u00a0%`,
        ),
        vat: eur(waiting.vatCents),
      }
    : null;
  return {
    workspace: f.workspace,
    canBuy: f.canBuy,
    status: statusOf(f),
    plan: current
      ? { name: planName(current), cycle: cycleLabels[f.account!.cycle] }
      : f.account?.status === "cancelled"
        ? { name: planName(f.account.plan), cycle: null }
        : { name: t.trialPlan(planName(f.workspacePlan)), cycle: null },
    users: f.users,
    plans: plans.map((p) => {
      const month = unitCentsOf(p.id, "monthly");
      const year = unitCentsOf(p.id, "yearly");
      return {
        id: p.id,
        name: p.name,
        description: p.description,
        perUserMonth: month === null ? null : whole(month),
        monthly: month === null ? null : eur(month * f.users),
        yearly: year === null ? null : eur(year * f.users),
        current: p.id === current,
        trial: !f.account && p.id === f.workspacePlan,
        popular: p.popular,
      };
    }),
    pendingQuote,
    quotes: f.quotes.map((q) => quoteItem(q, today)),
    invoices: f.invoices.map((i) => invoiceItem(i, f.invoices)),
  };
}
