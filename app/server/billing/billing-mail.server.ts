import { BILLING_PATH, invoiceMail, noRateMail as noRateTexts } from "~/content/billing";
import { documentFileName, formatDay } from "~/content/billing-documents";
import { centsToGnf, formatMoney } from "~/contracts/money";
import type { Db } from "~/server/db/client.server";
import type { Env } from "~/server/env.server";
import { queueMails } from "~/server/mail/mail-outbox.server";
import { currentWorkspace } from "~/server/workspaces/current-workspace.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { drawBillingPdf, invoiceFacts } from "./billing-documents.server";
import type { billingInvoice } from "./schema.server";

// The billing's e-mails, queued in the transaction of the change they tell of (decision 0076):
// 'Facture émise' to the customer with the invoice's PDF attached (the outbox's attachments,
// decision 0109), and staff's notice that today's rate is missing.

interface Deps {
  db: Db;
  config: Env;
}

/** 'Facture émise', to the owner the invoice names, its PDF attached. */
export async function invoiceIssuedMail(
  tx: TenantTx,
  invoice: typeof billingInvoice.$inferSelect,
  { db, config }: Deps,
  now: Date,
) {
  // At issue, what the invoice has paid is the account's credit taken off it.
  const facts = invoiceFacts(invoice, config.site.brandName, now, null, invoice.paidCents);
  const pdf = await drawBillingPdf(facts);
  const rest = invoice.totalCents - invoice.paidCents;
  const url = `${config.siteUrl}${BILLING_PATH}`;
  const text = invoiceMail.body({
    name: invoice.customer.name,
    number: invoice.number,
    workspace: invoice.customer.workspace,
    total: formatMoney(rest, "EUR"),
    totalGnf: formatMoney(
      invoice.paidCents ? centsToGnf(rest, invoice.rateE4) : invoice.totalGnf,
      "GNF",
    ),
    due: formatDay(invoice.dueOn),
    reference: invoice.paymentReference,
    url,
    brand: config.site.brandName,
  });
  return queueMails(tx, db, config, [
    {
      mail: {
        kind: "billing_invoice",
        to: invoice.customer.email,
        subject: invoiceMail.subject(invoice.number, config.site.brandName),
        text,
        attachments: [
          {
            filename: documentFileName("invoice", invoice.number),
            contentType: "application/pdf",
            content: pdf,
          },
        ],
      },
      link: { label: "Invoice issued", url },
    },
  ]);
}

/** To staff (CONTACT_TO, else the site's address): a customer waits for today's rate. */
export async function noRateMail(
  tx: TenantTx,
  /** The quote (or 'renouvellement …') that waits for the rate. */
  quote: string,
  day: string,
  { db, config }: Deps,
) {
  const workspace = (await currentWorkspace(tx))?.name ?? "";
  const url = `${config.siteUrl}/dashboard/facturation`;
  const to = config.mail?.to.length ? config.mail.to : [config.site.email];
  return queueMails(
    tx,
    db,
    config,
    to.map((address) => ({
      mail: {
        kind: "billing_no_rate",
        to: address,
        subject: noRateTexts.subject(workspace),
        text: noRateTexts.body({ workspace, quote, day: formatDay(day), url }),
      },
      link: { label: "Exchange rate missing", url },
    })),
  );
}
