import { BILLING_PATH } from "~/content/billing";
import { creditMailTexts as t } from "~/content/billing-credit";
import { documentFileName } from "~/content/billing-documents";
import { formatMoney } from "~/contracts/money";
import type { Db } from "~/server/db/client.server";
import type { Env } from "~/server/env.server";
import { queueMails } from "~/server/mail/mail-outbox.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { billingOwners } from "./billing-owners.server";
import { drawBillingPdf, invoiceFacts } from "./billing-documents.server";
import type { CreditOutcome } from "./credit-notes.server";

// The credit note e-mailed to the workspace's owners with its PDF, queued in the transaction that
// issued it (the outbox, decisions 0076 and 0109): it goes if and only if the note exists.

export async function creditNoteMail(
  tx: TenantTx,
  outcome: CreditOutcome,
  { db, config }: { db: Db; config: Env },
  now: Date,
) {
  const { note, invoice } = outcome;
  const credits = { number: invoice.number, issuedOn: invoice.issuedOn };
  const pdf = await drawBillingPdf(invoiceFacts(note, config.site.brandName, now, credits));
  const eur = (cents: number) => formatMoney(cents, "EUR");
  const rest = eur(Math.max(0, invoice.totalCents - invoice.paidCents));
  const effect =
    outcome.appliedCents && outcome.toAccountCents
      ? t.both(rest, eur(outcome.toAccountCents))
      : outcome.toAccountCents
        ? t.toCredit(eur(outcome.toAccountCents))
        : t.lowersDue(rest);
  const url = `${config.siteUrl}${BILLING_PATH}`;
  const amount = `${eur(note.totalCents)} (${formatMoney(note.totalGnf, "GNF")})`;
  const mails = (await billingOwners(tx)).map((owner) => ({
    mail: {
      kind: "billing_credit_note",
      to: owner.email,
      subject: t.subject(note.number, note.customer.workspace),
      text: t.body({
        name: owner.name,
        note: note.number,
        amount,
        invoice: invoice.number,
        reason: note.reason ?? note.lines[0]?.description ?? "",
        effect,
        url,
        brand: config.site.brandName,
      }),
      attachments: [
        {
          filename: documentFileName("credit_note", note.number),
          contentType: "application/pdf",
          content: pdf,
        },
      ],
    },
    link: { label: "Billing credit note", url },
  }));
  return queueMails(tx, db, config, mails);
}
