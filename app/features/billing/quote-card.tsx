import { Download } from "lucide-react";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { buttonClass } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import type { PendingQuote } from "~/content/billing-page";
import { billingPageTexts as t } from "~/content/billing-page";
import { cn } from "~/lib/cn";

/** The quote waiting to be accepted: its lines and totals, its PDF, 'Accepter le devis'. */
export function QuoteCard({ quote, canBuy }: { quote: PendingQuote; canBuy: boolean }) {
  return (
    <section
      aria-labelledby="devis-a-accepter"
      className="grid gap-4 rounded-xl border border-brand/50 bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <div>
        <h2 id="devis-a-accepter" className="text-lg font-semibold">
          {t.quoteHeading(quote.number)}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t.quoteLead(quote.validUntil)}</p>
      </div>
      <dl className="grid gap-2 text-sm">
        {quote.lines.map((line) => (
          <div key={line.description} className="flex justify-between gap-4">
            <dt className="min-w-0">{line.description}</dt>
            <dd className="shrink-0 tabular-nums">{line.amount}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t pt-2 text-muted-foreground">
          <dt>{t.subtotal}</dt>
          <dd className="tabular-nums">{quote.subtotal}</dd>
        </div>
        <div className="flex justify-between gap-4 text-muted-foreground">
          <dt>{quote.vatLabel}</dt>
          <dd className="tabular-nums">{quote.vat}</dd>
        </div>
        <div className="flex justify-between gap-4 text-base font-semibold">
          <dt>{t.total}</dt>
          <dd className="tabular-nums">{quote.total}</dd>
        </div>
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        {canBuy ? (
          <WorkspaceForm method="post" className="sm:w-auto">
            <input type="hidden" name="quote" value={quote.id} />
            <SubmitButton
              intent="accept"
              label={t.accept}
              pendingLabel={t.accepting}
              className="sm:w-auto"
            />
          </WorkspaceForm>
        ) : (
          <p className="text-sm text-muted-foreground">{t.ownerOnly}</p>
        )}
        <a
          href={quote.pdfHref}
          className={cn(buttonClass("outline"), "w-full sm:w-auto")}
          aria-label={t.pdfLabel(quote.number)}
        >
          <Download aria-hidden />
          {t.pdf}
        </a>
      </div>
    </section>
  );
}
