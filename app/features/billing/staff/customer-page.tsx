import { BackLink } from "~/components/ui/back-link";
import {
  BILLING_STAFF_PATH,
  billingScanPath,
  customerPageTexts as t,
  billingStaffTexts,
  type CustomerView,
} from "~/content/billing-staff";
import { invoiceStatusLabels } from "~/content/billing";
import { creditFormTexts } from "~/content/billing-credit";
import { paymentMethodLabels } from "~/content/billing-documents";
import { SettingsCard } from "~/features/settings";
import { FormOutcome } from "~/components/module/form-outcome";
import { useSettingsResult } from "~/components/module/settings-result";
import { CancelForm } from "./cancel-form";
import { CreditNoteForm } from "./credit-note-form";
import { CustomerStatusBadge } from "./customer-status-badge";
import { PaymentForm } from "./payment-form";
import { showDay } from "./staff-day";
import { StackedRows } from "./stacked-rows";

// A customer's page for staff: the subscription at a glance, 'Enregistrer un paiement', then the
// invoices and the payments (a table on a wide screen, one card per row on a phone).

function Summary({ view }: { view: CustomerView }) {
  const items = [
    { label: t.plan, value: view.plan },
    { label: t.seats, value: billingStaffTexts.seats(view.members, view.paidSeats) },
    {
      label: t.owner,
      value: view.owner ? `${view.owner.name} · ${view.owner.email}` : billingStaffTexts.noOwner,
    },
    ...(view.credit ? [{ label: t.credit, value: view.credit }] : []),
  ];
  return (
    <SettingsCard heading={t.summary} id="abonnement">
      <div className="flex flex-wrap items-center gap-2">
        <CustomerStatusBadge status={view.status} />
        {view.until ? (
          <span className="text-sm text-muted-foreground">
            {billingStaffTexts.until(showDay(view.until))}
          </span>
        ) : null}
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {items.map((item) => (
          <div key={item.label} className="min-w-0">
            <dt className="text-muted-foreground">{item.label}</dt>
            <dd className="font-medium break-words">{item.value}</dd>
          </div>
        ))}
      </dl>
      <CancelForm cancel={view.cancel} />
    </SettingsCard>
  );
}

/** A document number kept on one line. */
const Nowrap = ({ children }: { children: string }) => (
  <span className="whitespace-nowrap">{children}</span>
);

export function StaffCustomerPage({ view }: { view: CustomerView }) {
  const c = t.columns;
  // Nothing to pay: the payment card (which says so) goes after the history.
  const open = view.invoices.some((i) => i.open);
  const creditNote = useSettingsResult(["credit-note"]);
  const creditable = view.invoices.filter((i) => i.credit);
  // A refusal about one invoice shows in its own form; the others (and the notice) up here.
  const refusedIn = !creditNote?.ok && creditable.some((i) => i.id === creditNote?.values?.invoice);
  return (
    <div className="mx-auto grid max-w-5xl min-w-0 gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <div>
        <BackLink to={BILLING_STAFF_PATH}>{t.back}</BackLink>
        <h1 className="mt-2 text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {view.workspace}
        </h1>
      </div>
      <Summary view={view} />
      {open ? <PaymentForm view={view} /> : null}
      <SettingsCard heading={t.invoices} id="factures">
        <FormOutcome result={refusedIn ? undefined : creditNote} />
        <StackedRows
          testId="customer-invoices"
          caption={t.invoices}
          empty={t.invoicesEmpty}
          columns={[c.number, c.issuedOn, c.dueOn, c.status, c.total, c.rest, c.actions]}
          rows={view.invoices.map((i) => ({
            key: i.id,
            cells: [
              <Nowrap key="n">
                {i.kind === "credit_note" ? `${i.number} (${t.creditNote})` : i.number}
              </Nowrap>,
              showDay(i.issuedOn),
              showDay(i.dueOn),
              i.kind === "credit_note" ? creditFormTexts.noteIssued : invoiceStatusLabels[i.status],
              <span key="t" className="tabular-nums">
                {i.total}
                <span className="block text-xs text-muted-foreground">{i.totalGnf}</span>
              </span>,
              i.rest,
              i.credit ? (
                <a
                  key="a"
                  href={`#avoir-${i.id}`}
                  className="text-sm whitespace-nowrap text-muted-foreground underline underline-offset-2 hover:text-foreground"
                >
                  {creditFormTexts.summary}
                </a>
              ) : (
                billingStaffTexts.none
              ),
            ],
          }))}
        />
        {creditable.map((i) => (
          <CreditNoteForm key={i.id} invoice={i} />
        ))}
      </SettingsCard>
      <SettingsCard heading={t.payments} id="paiements">
        <StackedRows
          testId="customer-payments"
          caption={t.payments}
          empty={t.paymentsEmpty}
          columns={[c.receipt, c.invoice, c.method, c.reference, c.amount, c.receivedOn, c.scan]}
          rows={view.payments.map((p) => ({
            key: p.id,
            cells: [
              <Nowrap key="r">{p.receiptNumber}</Nowrap>,
              <Nowrap key="i">{p.invoiceNumber}</Nowrap>,
              paymentMethodLabels[p.method],
              p.reference,
              p.amount,
              showDay(p.receivedOn),
              p.hasScan ? (
                <a href={billingScanPath(view.id, p.id)} className="underline underline-offset-2">
                  {t.scanLink}
                </a>
              ) : (
                billingStaffTexts.none
              ),
            ],
          }))}
        />
      </SettingsCard>
      {open ? null : <PaymentForm view={view} />}
    </div>
  );
}
