import { Download } from "lucide-react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { fieldClass } from "~/components/ui/choice-fields";
import { BILLING_SUMMARY_PATH, billingExportPath } from "~/content/billing-staff";
import { summaryTexts as t, type SummaryView } from "~/content/billing-staff-exports";
import { paymentMethodLabels } from "~/content/billing-documents";
import { SettingsCard } from "~/features/settings";
import { cn } from "~/lib/cn";
import { StackedRows } from "./stacked-rows";
import { StaffHeading } from "./staff-back";

// /dashboard/facturation/synthese (staff): a month invoiced and received, for the accountant,
// with its two CSV exports. The month is chosen with a GET form (no JavaScript needed).

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="min-w-0 rounded-lg border bg-background p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums">{value}</dd>
      {detail ? <dd className="text-xs text-muted-foreground">{detail}</dd> : null}
    </div>
  );
}

export function StaffSummaryPage({ view }: { view: SummaryView }) {
  const label = view.label.charAt(0).toUpperCase() + view.label.slice(1);
  return (
    <div className="mx-auto grid max-w-4xl min-w-0 gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <StaffHeading title={t.title} lead={t.lead} />
      <Form method="get" action={BILLING_SUMMARY_PATH} className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <label htmlFor="synthese-mois" className="text-sm font-medium">
            {t.month}
          </label>
          <input
            id="synthese-mois"
            type="month"
            name="mois"
            defaultValue={view.month}
            required
            className={cn(fieldClass, "w-44")}
          />
        </div>
        <button type="submit" className={buttonClass("outline")}>
          {t.show}
        </button>
      </Form>
      <SettingsCard
        heading={`${t.invoiced} · ${label}`}
        id="facture"
        lead={t.invoiceCount(view.invoices.count)}
      >
        <dl className="grid gap-3 sm:grid-cols-2">
          <Figure label={t.subtotal} value={view.invoices.subtotal} />
          <Figure label={t.vat} value={view.invoices.vat} />
          <Figure label={t.total} value={view.invoices.total} />
          <Figure label={t.totalGnf} value={view.invoices.totalGnf} />
        </dl>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Figure
            label={t.creditNotes}
            value={view.creditNotes.total}
            detail={t.creditCount(view.creditNotes.count)}
          />
          <Figure label={t.outstanding} value={view.outstanding} />
        </dl>
      </SettingsCard>
      <SettingsCard
        heading={`${t.received} · ${view.payments.eur}`}
        id="encaisse"
        lead={t.paymentCount(view.payments.count)}
      >
        <StackedRows
          testId="summary-methods"
          caption={t.byMethod}
          empty={t.noPayment}
          columns={[t.method, t.count, t.receivedIn, t.eur]}
          rows={view.payments.byMethod.map((m) => ({
            key: m.method,
            cells: [paymentMethodLabels[m.method], String(m.count), m.received, m.eur],
          }))}
        />
      </SettingsCard>
      <SettingsCard heading={t.exports} id="exports">
        <div className="flex flex-wrap gap-2">
          {/* File downloads: plain links, not client-side navigations. */}
          <a href={billingExportPath("factures", view.month)} className={buttonClass("outline")}>
            <Download aria-hidden />
            {t.exportInvoices}
          </a>
          <a href={billingExportPath("paiements", view.month)} className={buttonClass("outline")}>
            <Download aria-hidden />
            {t.exportPayments}
          </a>
        </div>
      </SettingsCard>
    </div>
  );
}
