import { FormAlert } from "~/components/ui/form-alert";
import type { BillingPageView } from "~/content/billing-page";
import { billingPageTexts as t } from "~/content/billing-page";
import { SettingsFrame } from "~/features/settings";
import { InvoiceList, QuoteList } from "./billing-documents";
import { BillingStatus } from "./billing-status";
import { CancelConfirm, CancelledExport, CancelLink } from "./cancel-subscription";
import { PlanOffers } from "./plan-offers";
import { QuoteCard } from "./quote-card";

/**
 * /dashboard/parametres/abonnement: the status first, the quote to accept when there is one,
 * the plans with their prices for the workspace's users, then the invoices and the quotes.
 */
export function BillingPage({
  view,
  notice,
  formError,
  confirmCancel = false,
}: {
  view: BillingPageView;
  notice: string | null;
  formError: string | null;
  /** `?resilier`: the confirmation page of 'Résilier l'abonnement'. */
  confirmCancel?: boolean;
}) {
  if (confirmCancel) return <CancelConfirm view={view} formError={formError} />;
  return (
    <SettingsFrame current="billing" lead={t.lead(view.workspace)}>
      <div aria-live="polite" className="grid gap-2 empty:hidden">
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
        {notice && !formError ? <FormAlert tone="success">{notice}</FormAlert> : null}
      </div>
      <BillingStatus view={view}>
        <CancelledExport view={view} />
      </BillingStatus>
      {view.pendingQuote ? <QuoteCard quote={view.pendingQuote} canBuy={view.canBuy} /> : null}
      <PlanOffers offers={view.plans} users={view.users} canBuy={view.canBuy} />
      <InvoiceList invoices={view.invoices} />
      <QuoteList quotes={view.quotes} />
      {view.canBuy && view.cancel.canCancel ? <CancelLink /> : null}
    </SettingsFrame>
  );
}
