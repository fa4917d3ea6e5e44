import { FileText } from "lucide-react";
import type { InvoiceItem, QuoteItem } from "~/content/billing-page";
import { billingPageTexts as t } from "~/content/billing-page";
import { BillingBadge } from "./billing-badge";

// A document's row: on a phone, its name and dates, then its amounts and its PDF on one line;
// from `sm`, three columns (what, how much, the file).
const ROW = "grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-center sm:gap-x-6";
const FOOT = "flex items-center justify-between gap-4 sm:contents";

/** The invoices and credit notes, newest first: a row each, its PDF a plain link. */
export function InvoiceList({ invoices }: { invoices: InvoiceItem[] }) {
  return (
    <DocumentSection id="factures" heading={t.documentsHeading} empty={t.documentsEmpty}>
      {invoices.map((invoice) => (
        <li key={invoice.id} className={ROW}>
          <div className="grid min-w-0 gap-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium">
                {invoice.kind} {invoice.number}
              </span>
              <BillingBadge tone={invoice.tone}>{invoice.status}</BillingBadge>
            </p>
            <p className="text-sm text-muted-foreground">
              {invoice.date}
              {invoice.due ? `, ${invoice.due}` : ""}
            </p>
            {invoice.rest ? <p className="text-sm font-medium">{invoice.rest}</p> : null}
            {invoice.reference ? (
              <p className="text-sm">
                {t.reference}&nbsp;:{" "}
                <span className="font-mono font-medium">{invoice.reference}</span>
              </p>
            ) : null}
          </div>
          <div className={FOOT}>
            <p className="flex flex-wrap items-baseline gap-x-2 sm:grid sm:justify-items-end sm:gap-0.5">
              <span className="font-semibold tabular-nums">{invoice.total}</span>
              <span className="text-sm text-muted-foreground tabular-nums">{invoice.totalGnf}</span>
            </p>
            <PdfLink href={invoice.pdfHref} number={invoice.number} />
          </div>
        </li>
      ))}
    </DocumentSection>
  );
}

export function QuoteList({ quotes }: { quotes: QuoteItem[] }) {
  return (
    <DocumentSection id="devis" heading={t.quotesHeading} empty={t.quotesEmpty}>
      {quotes.map((quote) => (
        <li key={quote.id} className={ROW}>
          <div className="grid min-w-0 gap-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{quote.number}</span>
              <BillingBadge tone={quote.canAccept ? "warning" : "neutral"}>
                {quote.status}
              </BillingBadge>
            </p>
            <p className="text-sm text-muted-foreground">
              {quote.date} · {quote.summary}
            </p>
          </div>
          <div className={FOOT}>
            <span className="font-semibold tabular-nums">{quote.total}</span>
            <PdfLink href={quote.pdfHref} number={quote.number} />
          </div>
        </li>
      ))}
    </DocumentSection>
  );
}

function DocumentSection({
  id,
  heading,
  empty,
  children,
}: {
  id: string;
  heading: string;
  empty: string;
  children: React.ReactNode[];
}) {
  return (
    <section aria-labelledby={`${id}-titre`} className="grid gap-3">
      <h2 id={`${id}-titre`} className="text-lg font-semibold">
        {heading}
      </h2>
      {children.length ? (
        <ul className="divide-y rounded-xl border bg-card text-card-foreground shadow-sm">
          {children}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed p-5 text-sm text-muted-foreground">{empty}</p>
      )}
    </section>
  );
}

/** A file: a plain link (no client-side navigation), named for screen readers. */
function PdfLink({ href, number }: { href: string; number: string }) {
  return (
    <a
      href={href}
      aria-label={t.pdfLabel(number)}
      className="inline-flex min-h-9 items-center gap-1.5 self-center rounded-md px-2 text-sm font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-ring"
    >
      <FileText aria-hidden className="size-4" />
      {t.pdf}
    </a>
  );
}
