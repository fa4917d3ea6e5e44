import { writeFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditFormTexts } from "~/content/billing-credit";
import { authOrganization, mailOutbox } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { type Env } from "~/server/env.server";
import { type SmtpSink } from "~/server/mail/test-smtp.server";
import { closeParsePool } from "~/server/platform/parse-pool.server";
import { answer, get, post } from "~/server/platform/test-kit.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import { addOwner } from "~/server/workspaces/workspace-test-data.server";
import { recordPayment } from "./payments.server";
import { billingAccount, billingInvoice } from "./schema.server";
import { billingCustomerAction, billingCustomerLoader } from "./staff-routes.server";
import { addStaff, billingMail, insertAccount, insertInvoice } from "./staff-test-fixtures.server";

// vitest-isolate: its e-mails go to its own SMTP sink (billingMail), sent by the process's one
// mail outbox, which must not serve another file's database meanwhile (decision 0091).
// Partial credit notes as staff issue them (decision 0118), on both engines: chosen lines and a
// quantity of seats, a free amount in EUR or GNF, never beyond what is left creditable (earlier
// notes counted), exact in both currencies; the unpaid invoice's amount due falls, a paid one's
// credit goes to the account; journalled, e-mailed with the PDF (its lines, the invoice, the
// reason) through the outbox; a wrong field keeps what was typed.

let t: Awaited<ReturnType<typeof openTestDb>>;
const requests = tenantRequests(() => t.db, { get, post });
let smtp: SmtpSink;
let config: Env;
const received: string[] = [];
const NOW = new Date("2026-11-20T10:00:00Z");

beforeAll(async () => {
  t = await openTestDb();
  ({ smtp, config } = await billingMail("equipe@exemple.gn", (raw) => void received.push(raw)));
  const staff = await addStaff(t.db);
  requests.as(staff);
}, 120_000);
afterAll(async () => {
  await closeParsePool();
  smtp.close();
  await t.cleanup();
});

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** A MIME message's text, quoted-printable decoded (soft breaks joined). */
const quotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** The base64 part named `filename` of a raw MIME message. */
function attachmentOf(raw: string, filename: string): Buffer {
  const at = raw.indexOf(filename);
  const body = raw.slice(raw.indexOf("\r\n\r\n", at) + 4);
  return Buffer.from(body.slice(0, body.indexOf("--")).replace(/\s/g, ""), "base64");
}

/** A workspace with an invoice of 3 seats at 100 € (300 € + 18 % VAT = 354 €, 3 327 600 GNF). */
async function customer(name: string, status: "pending_payment" | "active" = "pending_payment") {
  const owner = await addOwner(t.db, name);
  await insertAccount(t.db, owner.organizationId, { status });
  const invoice = await insertInvoice(t.db, owner.organizationId);
  const path = `/dashboard/facturation/clients/${owner.organizationId}`;
  const credit = async (fields: Record<string, string>, lines: string[] = []) => {
    const form = new URLSearchParams({ intent: "credit-note", invoice: invoice.id, ...fields });
    for (const line of lines) form.append("line", line);
    const request = requests.serve(
      new Request(`http://localhost:3000${path}`, {
        method: "POST",
        body: form,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
    );
    return answer(await billingCustomerAction(request, owner.organizationId, config, NOW));
  };
  const rows = () =>
    inTenant(t.db, owner.organizationId, (tx) =>
      tx.select().from(billingInvoice).orderBy(billingInvoice.number),
    );
  const account = async () =>
    (
      await inTenant(t.db, owner.organizationId, (tx) =>
        tx.select({ credit: billingAccount.creditCents }).from(billingAccount),
      )
    )[0]!;
  return { owner, invoice, path, credit, rows, account };
}

describe("partial credit notes", () => {
  it("credits seats of a line on an unpaid invoice: its amount due falls, the PDF is mailed", async () => {
    const c = await customer("Kadiatou Sow");
    expect(c.invoice.totalGnf).toBe(3_327_600);
    const done = await c.credit(
      { scope: "lines", "qty-0": "1", reason: "Un utilisateur parti en octobre" },
      ["0"],
    );
    expect(done).toMatchObject({ ok: true, notice: expect.stringMatching(/^Avoir AV-2026-\d{6}/) });
    const all = await c.rows();
    const invoice = all.find((x) => x.kind === "invoice")!;
    const note = all.find((x) => x.kind === "credit_note")!;
    // One seat of three: 100 € + 18 € VAT, 1 109 200 GNF at the invoice's rate (9 400).
    expect(note).toMatchObject({
      creditsInvoiceId: invoice.id,
      subtotalCents: 10_000,
      vatCents: 1_800,
      totalCents: 11_800,
      totalGnf: 1_109_200,
      rateE4: invoice.rateE4,
      paidCents: 11_800,
      reason: "Un utilisateur parti en octobre",
      lines: [{ description: "Standard", quantity: 1, unitCents: 10_000, amountCents: 10_000 }],
    });
    expect(invoice).toMatchObject({ status: "partially_paid", paidCents: 11_800 });
    expect((await c.account()).credit).toBe(0);
    // The customer's amount due on staff's page: 354 − 118 = 236 €.
    const page = await billingCustomerLoader(requests.get(c.path), c.owner.organizationId, NOW);
    const row = page.data.view.invoices.find((i) => i.id === invoice.id)!;
    expect(plain(row.rest)).toBe("236,00 €");
    expect(plain(row.credit!.left)).toBe("236,00 €");
    expect(plain(row.credit!.leftGnf)).toBe("2 218 400 GNF");

    const entries = await inTenant(t.db, c.owner.organizationId, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.action, "billing.credit_note_issued")),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toMatchObject({ motif: "Un utilisateur parti en octobre" });

    // Queued in the note's transaction, sent through the outbox with its PDF attached.
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.recipient, c.owner.email), eq(mailOutbox.kind, "billing_credit_note")),
      );
    expect(mail!.subject).toContain(note.number);
    await expect
      .poll(() => received.find((raw) => raw.includes(`avoir-${note.number}.pdf`)) ?? "", {
        timeout: 30_000,
      })
      .toContain("application/pdf");
    const raw = received.find((r) => r.includes(`avoir-${note.number}.pdf`))!;
    expect(plain(quotedPrintable(raw))).toContain("Le reste dû sur la facture passe à 236,00 €");
    const pdf = attachmentOf(raw, `avoir-${note.number}.pdf`);
    if (process.env.BILLING_PDF_DIR) {
      writeFileSync(`${process.env.BILLING_PDF_DIR}/avoir-partiel.pdf`, pdf);
    }
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    const text = plain((await extractText(doc, { mergePages: true })).text);
    expect(text).toContain(note.number);
    expect(text).toContain(`Avoir sur la facture ${invoice.number}`);
    expect(text).toContain("Motif : Un utilisateur parti en octobre");
    expect(text).toContain("118,00 €");
    expect(text).toContain("1 109 200 GNF");
  });

  it("never credits more than is left, earlier notes counted, and closes exactly in GNF", async () => {
    const c = await customer("Ousmane Camara");
    // 1 000 000 GNF ÷ 9 400 = 106,38 €.
    const first = await c.credit({
      scope: "amount",
      amount: "1 000 000",
      currency: "GNF",
      reason: "Geste",
    });
    expect(first.ok).toBe(true);
    const tooMuch = await c.credit({
      scope: "amount",
      amount: "300",
      currency: "EUR",
      reason: "Encore",
    });
    expect(tooMuch).toMatchObject({
      ok: false,
      status: 409,
      values: { amount: "300", reason: "Encore", invoice: c.invoice.id },
    });
    expect(plain(tooMuch.formError!)).toContain("247,62 €, 2 327 600 GNF");
    // Lines of the whole invoice would exceed what is left too.
    const lines = await c.credit({ scope: "lines", "qty-0": "3", reason: "Tout" }, ["0"]);
    expect(lines.status).toBe(409);
    // The rest in GNF, to the franc: both currencies close on zero, the invoice is cancelled.
    const rest = await c.credit({
      scope: "amount",
      amount: "2327600",
      currency: "GNF",
      reason: "Solde",
    });
    expect(rest.ok).toBe(true);
    const all = await c.rows();
    const notes = all.filter((r) => r.kind === "credit_note");
    expect(notes.map((n) => n.totalGnf)).toEqual([1_000_000, 2_327_600]);
    expect(notes.reduce((s, n) => s + n.totalCents, 0)).toBe(35_400);
    expect(notes.map((n) => n.subtotalCents + n.vatCents)).toEqual(notes.map((n) => n.totalCents));
    expect(all.find((r) => r.kind === "invoice")!.status).toBe("cancelled");
    const none = await c.credit({ scope: "amount", amount: "1", currency: "EUR", reason: "Plus" });
    expect(none.status).toBe(409);
  });

  it("never credits a line's seats twice across notes", async () => {
    const c = await customer("Mariama Barry");
    const two = await c.credit({ scope: "lines", "qty-0": "2", reason: "Deux départs" }, ["0"]);
    expect(two.ok).toBe(true);
    // The form offers what is left of the line: one seat, 100 €.
    const page = await billingCustomerLoader(requests.get(c.path), c.owner.organizationId, NOW);
    const row = page.data.view.invoices.find((i) => i.id === c.invoice.id)!;
    expect(row.credit!.lines.map((l) => ({ ...l, amount: plain(l.amount) }))).toEqual([
      { index: 0, description: "Standard", quantity: 1, amount: "100,00 €" },
    ]);
    // Two more seats of that line: refused, though the invoice still has 236 € creditable.
    const again = await c.credit({ scope: "lines", "qty-0": "2", reason: "Encore" }, ["0"]);
    expect(again).toMatchObject({ ok: false, status: 400 });
    expect((await c.rows()).filter((r) => r.kind === "credit_note")).toHaveLength(1);
    const last = await c.credit({ scope: "lines", "qty-0": "1", reason: "Le dernier" }, ["0"]);
    expect(last.ok).toBe(true);
    const notes = (await c.rows()).filter((r) => r.kind === "credit_note");
    expect(notes.flatMap((n) => n.lines.map((l) => [l.creditsLine, l.quantity]))).toEqual([
      [0, 2],
      [0, 1],
    ]);
  });

  it("puts a credit on a paid invoice to the account's credit", async () => {
    const c = await customer("Fatoumata Bah");
    await recordPayment(
      t.db,
      config,
      {
        organizationId: c.owner.organizationId,
        invoiceId: c.invoice.id,
        method: "orange_money",
        reference: "OM-1",
        currency: "EUR",
        amountMinor: 35_400,
        receivedOn: "2026-11-10",
        scan: null,
      },
      { id: "staff", name: "Équipe", email: "staff@exemple.gn" },
    );
    const done = await c.credit({
      scope: "amount",
      amount: "59,00",
      currency: "EUR",
      reason: "Panne",
    });
    expect(done.ok).toBe(true);
    expect((await c.account()).credit).toBe(5_900);
    const rows = await c.rows();
    expect(rows.find((r) => r.kind === "invoice")).toMatchObject({
      status: "paid",
      paidCents: 35_400,
    });
    // 59 € including VAT: 50 € + 9 € VAT.
    expect(rows.find((r) => r.kind === "credit_note")).toMatchObject({
      subtotalCents: 5_000,
      vatCents: 900,
      paidCents: 0,
    });
  });

  it("refuses wrong fields in French, keeping what was typed, nothing issued", async () => {
    const c = await customer("Ibrahima Touré");
    const noReason = await c.credit({ scope: "amount", amount: "10", currency: "EUR", reason: "" });
    expect(noReason).toMatchObject({
      status: 400,
      formError: creditFormTexts.errors.check,
      fieldErrors: { reason: creditFormTexts.errors.reason },
      values: { amount: "10" },
    });
    const badAmount = await c.credit({
      scope: "amount",
      amount: "10,123",
      currency: "EUR",
      reason: "x",
    });
    expect(badAmount.fieldErrors).toEqual({ amount: creditFormTexts.errors.amount });
    const noLine = await c.credit({ scope: "lines", reason: "x" });
    expect(noLine.fieldErrors).toEqual({ line: creditFormTexts.errors.lines });
    const tooMany = await c.credit({ scope: "lines", "qty-0": "4", reason: "Trop" }, ["0"]);
    expect(tooMany).toMatchObject({ status: 400, values: { line: "0", "qty-0": "4" } });
    expect((await c.rows()).filter((r) => r.kind === "credit_note")).toHaveLength(0);
  });
});

describe("the account after a credit note", () => {
  const accountRow = async (organizationId: string) =>
    (await inTenant(t.db, organizationId, (tx) => tx.select().from(billingAccount)))[0]!;

  it("starts the paid period when the note pays off the rest of a part-paid invoice", async () => {
    const c = await customer("Mariama Kanté");
    await recordPayment(
      t.db,
      config,
      {
        organizationId: c.owner.organizationId,
        invoiceId: c.invoice.id,
        method: "orange_money",
        reference: "OM-2",
        currency: "EUR",
        amountMinor: 23_600,
        receivedOn: "2026-11-10",
        scan: null,
      },
      { id: "staff", name: "Équipe", email: "staff@exemple.gn" },
    );
    expect((await accountRow(c.owner.organizationId)).status).toBe("pending_payment");
    // What is left: one seat, 100 € + 18 % VAT = 118 €.
    const done = await c.credit({ scope: "lines", "qty-0": "1", reason: "Geste" }, ["0"]);
    expect(done.ok).toBe(true);
    const invoice = (await c.rows()).find((r) => r.kind === "invoice")!;
    expect(invoice.status).toBe("paid");
    expect(await accountRow(c.owner.organizationId)).toMatchObject({
      status: "active",
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
    });
    const [workspace] = await t.db
      .select({ trialEndsAt: authOrganization.trialEndsAt })
      .from(authOrganization)
      .where(eq(authOrganization.id, c.owner.organizationId));
    expect(workspace!.trialEndsAt).toBeNull();
  });

  it("takes an account waiting on its only invoice back to its trial when it is credited whole", async () => {
    const c = await customer("Alpha Condé");
    const done = await c.credit({ scope: "all" });
    expect(done.ok).toBe(true);
    expect((await c.rows()).find((r) => r.kind === "invoice")!.status).toBe("cancelled");
    expect((await accountRow(c.owner.organizationId)).status).toBe("trial");
  });
});
