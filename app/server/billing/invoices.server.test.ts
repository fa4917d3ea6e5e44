import { eq, inArray } from "drizzle-orm";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingErrors, billingJournalLabels } from "~/content/billing";
import { extractText, getDocumentProxy } from "unpdf";
import { centsToGnf, formatMoney, gnfToCents } from "~/contracts/money";
import { mailAttachment, mailOutbox } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { parseEnv, type Env } from "~/server/env.server";
import { closeParsePool } from "~/server/platform/parse-pool.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { listJournal } from "~/server/workspaces/journal-list.server";
import { addMember, addOwner, addUser } from "~/server/workspaces/workspace-test-data.server";
import { accountOf } from "./account.server";
import { dayOf } from "./billing-calendar.server";
import { enterRate, inBilling } from "./billing-test-data.server";
import {
  acceptQuote,
  invoiceById,
  isPaymentReference,
  paymentReferenceOf,
} from "./invoices.server";
import { choiceOf, createQuote, quoteById } from "./quotes.server";
import { issueCreditNote, receiptPdf } from "./index.server";
import { billingAccount, billingInvoice, billingPayment, billingReminder } from "./schema.server";

// From a plan choice to an issued invoice (decisions 0110, 0113, 0114), on both engines: the
// quote counts the members at /tarifs' prices with the settings' VAT; accepting it without a
// rate for the day refuses in French and tells staff once; with the rate, it issues a numbered
// invoice in EUR and GNF, due after the terms, with a valid payment reference and the PDF
// e-mailed; the account awaits payment; an issued invoice cannot be changed, only credited.

let t0: Awaited<ReturnType<typeof openTestDb>>;
let config: Env;
let owner: Awaited<ReturnType<typeof addOwner>>;
let rate: number;
const NOW = new Date();
const TODAY = dayOf(NOW);
// A day with no rate: far enough from any other file's (the files of a worker share a database).
const NO_RATE_DAY = new Date(Date.UTC(2031, 0, 10, 9));

beforeAll(async () => {
  t0 = await openTestDb();
  config = parseEnv({
    SITE_URL: "http://127.0.0.1:4999",
    SMTP_URL: "smtp://127.0.0.1:1",
    CONTACT_TO: "equipe@exemple.gn",
    MAIL_FROM: "plateforme@exemple.gn",
    SITE_RCCM: "GN.TCC.2026.B.00001",
    SITE_NIF: "123456789",
  });
  owner = await addOwner(t0.db, "Aïssatou Diallo");
  for (const name of ["Ibrahima Sow", "Kadiatou Bah"]) {
    const person = await addUser(t0.db, name);
    await addMember(t0.db, owner.organizationId, person.id, "member");
  }
  rate = await enterRate(t0.db, TODAY, 94_125_000);
}, 120_000);
afterAll(async () => {
  await closeParsePool();
  await t0.cleanup();
});

const as = <T>(now: Date, fn: Parameters<typeof inBilling<T>>[4]) =>
  inBilling(t0.db, owner, owner.organizationId, now, fn);
const deps = () => ({ db: t0.db, config });

describe("quotes and invoices", { timeout: 60_000 }, () => {
  it("quotes the members at the plan's price per month or per year, VAT included", async () => {
    const monthly = await as(NOW, (ctx) => createQuote(ctx, choiceOf("standard", "monthly")));
    expect(monthly).toMatchObject({
      seats: 3,
      subtotalCents: 30_000,
      vatRateBp: 1800,
      vatCents: 5_400,
      totalCents: 35_400,
      status: "sent",
    });
    expect(monthly.number).toMatch(new RegExp(`^DEV-${TODAY.slice(0, 4)}-\\d{6}$`));
    const yearly = await as(NOW, (ctx) => createQuote(ctx, choiceOf("premium", "yearly")));
    expect(yearly).toMatchObject({
      subtotalCents: 720_000,
      vatCents: 129_600,
      totalCents: 849_600,
    });
    const replaced = await as(NOW, (ctx) => quoteById(ctx.tx, monthly.id));
    expect(replaced?.status).toBe("superseded");
    expect(() => choiceOf("entreprise", "monthly")).toThrow(billingErrors.onQuote);
    expect(() => choiceOf("standard", "weekly")).toThrow(billingErrors.badChoice);
  });

  it("refuses to invoice without the day's rate, and tells staff once", async () => {
    const quote = await as(NO_RATE_DAY, (ctx) => createQuote(ctx, choiceOf("standard", "monthly")));
    for (let i = 0; i < 2; i++) {
      const result = await as(NO_RATE_DAY, (ctx) => acceptQuote(ctx, quote.id, deps()));
      expect(result.kind).toBe("no-rate");
    }
    const reminders = await inTenant(t0.db, owner.organizationId, (tx) =>
      tx.select().from(billingReminder).where(eq(billingReminder.kind, "staff_no_rate")),
    );
    expect(reminders).toHaveLength(1);
    const mails = await t0.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "billing_no_rate"));
    expect(mails.filter((m) => m.body.includes(quote.number))).toHaveLength(1);
    expect(mails.find((m) => m.body.includes(quote.number))?.recipient).toBe("equipe@exemple.gn");
    expect((await as(NO_RATE_DAY, (ctx) => quoteById(ctx.tx, quote.id)))?.status).toBe("sent");
  });

  it("issues the invoice in EUR and GNF with its reference, e-mailed with its PDF", async () => {
    const quote = await as(NOW, (ctx) => createQuote(ctx, choiceOf("standard", "monthly")));
    const result = await as(NOW, (ctx) => acceptQuote(ctx, quote.id, deps()));
    if (result.kind !== "issued") throw new Error("not issued");
    const invoice = result.invoice;
    expect(invoice).toMatchObject({
      kind: "invoice",
      issuedOn: TODAY,
      plan: "standard",
      seats: 3,
      totalCents: 35_400,
      rateE4: rate,
      rateOn: TODAY,
      totalGnf: centsToGnf(35_400, rate),
      status: "issued",
      periodStart: TODAY,
    });
    expect(Date.parse(invoice.dueOn) - Date.parse(TODAY)).toBe(15 * 86_400_000);
    expect(invoice.number).toMatch(new RegExp(`^FAC-${TODAY.slice(0, 4)}-\\d{6}$`));
    expect(isPaymentReference(invoice.paymentReference)).toBe(true);
    expect(invoice.seller).toMatchObject({ rccm: "GN.TCC.2026.B.00001", nif: "123456789" });
    expect(invoice.customer).toMatchObject({ name: "Aïssatou Diallo", email: owner.email });
    const account = await as(NOW, (ctx) => accountOf(ctx.tx));
    expect(account).toMatchObject({ status: "pending_payment", plan: "standard", seats: 3 });
    expect((await as(NOW, (ctx) => quoteById(ctx.tx, quote.id)))?.status).toBe("accepted");
    const [mail] = await t0.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, owner.email));
    expect(mail?.subject).toContain(invoice.number);
    expect(mail?.body).toContain(invoice.paymentReference);
    const [file] = await t0.db
      .select()
      .from(mailAttachment)
      .where(inArray(mailAttachment.outboxId, [mail!.id]));
    expect(file?.filename).toBe(`facture-${invoice.number}.pdf`);
    expect(gunzipSync(file!.content).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const journal = await inTenant(t0.db, owner.organizationId, (tx) =>
      listJournal(tx, { category: "all", before: null, after: null }),
    );
    const labels = journal.entries.map((e) => e.actionLabel);
    for (const action of [
      "billing.quote_accepted",
      "billing.invoice_issued",
      "billing.status_changed",
    ] as const) {
      expect(labels).toContain(billingJournalLabels[action]);
    }
    await expect(as(NOW, (ctx) => acceptQuote(ctx, quote.id, deps()))).rejects.toThrow(
      billingErrors.quoteGone,
    );
  });

  it("never changes an issued invoice: a credit note cancels it", async () => {
    const [invoice] = await inTenant(t0.db, owner.organizationId, (tx) =>
      tx.select().from(billingInvoice).where(eq(billingInvoice.kind, "invoice")),
    );
    await expect(
      inTenant(t0.db, owner.organizationId, (tx) =>
        tx.update(billingInvoice).set({ totalCents: 1 }).where(eq(billingInvoice.id, invoice!.id)),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/only its status/) } });
    const note = await as(NOW, (ctx) => issueCreditNote(ctx.tx, ctx.actor, invoice!.id, NOW));
    expect(note).toMatchObject({
      kind: "credit_note",
      creditsInvoiceId: invoice!.id,
      totalCents: invoice!.totalCents,
      totalGnf: invoice!.totalGnf,
    });
    expect(note.number).toMatch(/^AV-\d{4}-\d{6}$/);
    const after = await as(NOW, (ctx) => invoiceById(ctx.tx, invoice!.id));
    expect(after).toMatchObject({ status: "cancelled", totalCents: invoice!.totalCents });
    await expect(
      as(NOW, (ctx) => issueCreditNote(ctx.tx, ctx.actor, invoice!.id, NOW)),
    ).rejects.toThrow(billingErrors.alreadyCredited);
  });

  it("gives another workspace's quote or invoice a 404", async () => {
    const other = await addOwner(t0.db, "Mamadou Barry");
    const [invoice] = await inTenant(t0.db, owner.organizationId, (tx) =>
      tx.select().from(billingInvoice),
    );
    const quote = await as(NOW, (ctx) => createQuote(ctx, choiceOf("standard", "monthly")));
    const asOther = <T>(fn: Parameters<typeof inBilling<T>>[4]) =>
      inBilling(t0.db, other, other.organizationId, NOW, fn);
    await expect(
      asOther((ctx) => issueCreditNote(ctx.tx, ctx.actor, invoice!.id, NOW)),
    ).rejects.toMatchObject({ status: 404 });
    await expect(asOther((ctx) => acceptQuote(ctx, quote.id, deps()))).rejects.toMatchObject({
      status: 404,
    });
    expect(await asOther((ctx) => invoiceById(ctx.tx, invoice!.id))).toBeNull();
  });

  it("numbers 20 invoices issued at once with 20 consecutive numbers", async () => {
    const owners = await Promise.all(
      Array.from({ length: 20 }, (_, i) => addOwner(t0.db, `Client ${i + 1}`)),
    );
    const quotes = await Promise.all(
      owners.map((o) =>
        inBilling(t0.db, o, o.organizationId, NOW, (ctx) =>
          createQuote(ctx, choiceOf("standard", "monthly")),
        ),
      ),
    );
    const issued = await Promise.all(
      owners.map((o, i) =>
        inBilling(t0.db, o, o.organizationId, NOW, (ctx) =>
          acceptQuote(ctx, quotes[i]!.id, deps()),
        ),
      ),
    );
    const sequences = issued
      .map((r) => (r.kind === "issued" ? Number(r.invoice.number.slice(-6)) : 0))
      .sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(20);
    expect(sequences.at(-1)! - sequences[0]!).toBe(19);
  });

  it("draws the receipt of a recorded payment (receiptPdf, for staff's command)", async () => {
    const quote = await as(NOW, (ctx) => createQuote(ctx, choiceOf("standard", "monthly")));
    const result = await as(NOW, (ctx) => acceptQuote(ctx, quote.id, deps()));
    if (result.kind !== "issued") throw new Error("not issued");
    const pdf = await as(NOW, async (ctx) => {
      const amountCents = gnfToCents(2_000_000, result.invoice.rateE4);
      const [payment] = await ctx.tx
        .insert(billingPayment)
        .values({
          invoiceId: result.invoice.id,
          method: "orange_money",
          reference: "OM-2612-88341",
          currency: "GNF",
          amountMinor: 2_000_000,
          amountCents,
          receivedOn: TODAY,
          receiptNumber: `REC-T-${result.invoice.number}`,
        })
        .returning();
      return receiptPdf(ctx.tx, payment!.id, "Nimba Tech", NOW);
    });
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    const text = (await extractText(doc, { mergePages: true })).text.replace(
      /[\u00a0\u202f]/g,
      " ",
    );
    expect(text).toContain("REÇU");
    expect(text).toContain(`REC-T-${result.invoice.number}`);
    const paid = gnfToCents(2_000_000, rate);
    const plain = (t: string) => t.replace(/[\u00a0\u202f]/g, " ");
    expect(text).toContain(plain(`2 000 000 GNF (${formatMoney(paid, "EUR")})`));
    expect(text).toContain(plain(`Reste à payer ${formatMoney(35_400 - paid, "EUR")}`));
  });

  it("takes the account's overpayment off the next invoice, settled in part", async () => {
    await inTenant(t0.db, owner.organizationId, (tx) =>
      tx.update(billingAccount).set({ creditCents: 5_000 }),
    );
    const quote = await as(NOW, (ctx) => createQuote(ctx, choiceOf("standard", "monthly")));
    const result = await as(NOW, (ctx) => acceptQuote(ctx, quote.id, deps()));
    if (result.kind !== "issued") throw new Error("not issued");
    expect(result.invoice).toMatchObject({
      totalCents: 35_400,
      paidCents: 5_000,
      status: "partially_paid",
    });
    expect((await as(NOW, (ctx) => accountOf(ctx.tx)))?.creditCents).toBe(0);
    const [mail] = await t0.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Facture ${result.invoice.number} · Exemple Digital`));
    expect(mail?.body).toContain("Montant\u00a0: 304,00\u00a0€");
    // The receipt of the next payment counts the credit taken at issue as deducted.
    const pdf = await as(NOW, async (ctx) => {
      const [payment] = await ctx.tx
        .insert(billingPayment)
        .values({
          invoiceId: result.invoice.id,
          method: "bank_transfer",
          reference: "VIR-2612-0042",
          currency: "EUR",
          amountMinor: 10_000,
          amountCents: 10_000,
          receivedOn: TODAY,
          receiptNumber: `REC-C-${result.invoice.number}`,
        })
        .returning();
      // As the recording command leaves it: the invoice's paid amount counts the payment.
      await ctx.tx
        .update(billingInvoice)
        .set({ paidCents: 15_000 })
        .where(eq(billingInvoice.id, result.invoice.id));
      return receiptPdf(ctx.tx, payment!.id, "Nimba Tech", NOW);
    });
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })
    ).text.replace(/[\u00a0\u202f]/g, " ");
    expect(text).toContain("Crédit et avoirs déduits 50,00 €");
    expect(text).toContain("Réglé à ce jour 100,00 €");
    expect(text).toContain("Reste à payer 204,00 €");
  });

  it("writes references with check digits", () => {
    expect(paymentReferenceOf(2026, 123)).toMatch(/^26000123\d{2}$/);
    expect(isPaymentReference(paymentReferenceOf(2026, 123))).toBe(true);
    expect(isPaymentReference("2600012300")).toBe(false);
  });
});
