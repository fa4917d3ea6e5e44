import path from "node:path";
import { sql } from "drizzle-orm";
import { BILLING_PATH } from "../../app/content/billing";
import { billingPageTexts as t } from "../../app/content/billing-page";
import { openDb } from "../../app/server/db/client.server";
import { dayOf } from "../../app/server/billing/billing-calendar.server";
import { billingExchangeRate } from "../../app/server/billing/schema.server";
import { paymentTexts } from "../../app/content/billing-staff-forms";
import { ADMIN, ownClient } from "./accounts";
import { expect, preparedDataDir, type MailSink } from "./fixtures";
import { expectNoAxeViolations, watchConsole } from "./helpers";
import { sharedPageTest as test } from "./shared-page";

// The customer's way to a paid plan (issue 36), end to end: the owner opens 'Abonnement' from the
// settings, chooses Standard, accepts the quote, gets the invoice (its number, its payment
// reference) on the page and by e-mail with the PDF attached, and opens the invoice's PDF; staff
// record the Orange Money payment in GNF; the workspace is active and the receipt arrives. A server of its own:
// today's rate and the payment instructions are written in its database before it starts (staff's
// pages enter them). Rules, roles and other workspaces' ids: app/server/billing/*.test.ts.

test.setTimeout(120_000); // a private server's start on a busy machine

async function seedBilling(dataDir: string) {
  const seed = openDb({
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    fsync: false,
  });
  try {
    await seed.migrate(path.resolve("drizzle"));
    const today = dayOf(new Date());
    const tomorrow = dayOf(new Date(Date.now() + 86_400_000));
    for (const day of [today, tomorrow]) {
      await seed.db
        .insert(billingExchangeRate)
        .values({ day, rateE4: 94_000_000 })
        .onConflictDoNothing();
    }
    await seed.db.execute(
      sql`update billing_settings set orange_money = '+224 622 00 00 03', mtn_momo = '+224 664 00 00 04' where id = 1`,
    );
  } finally {
    await seed.close();
  }
}

const mailTo = (sink: MailSink, to: string) =>
  sink.mails
    .filter((m) => m.to.includes(to))
    .map((m) => m.raw)
    .join("\n");

test("trial to active Standard: quote, invoice by e-mail, Orange Money payment, receipt", async ({
  page,
  browser,
  signInInBrowser,
  privateServer,
  mailSink,
  signUp,
  untilHydrated,
}) => {
  const dataDir = preparedDataDir();
  await seedBilling(dataDir);
  const { base } = await privateServer({
    dataDir,
    env: {
      SMTP_URL: mailSink.url,
      CONTACT_TO: "equipe@exemple.gn",
      TRUST_PROXY: "x-test-client-ip",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  const console = watchConsole(page);
  await ownClient(page);
  const confirmation = async () => {
    let link = "";
    await expect
      .poll(() => {
        const raw =
          mailSink.mails
            .at(-1)
            ?.raw.replace(/=\r?\n/g, "")
            .replace(/=3D/g, "=") ?? "";
        link = raw.match(/https?:\/\/\S+confirmer-email\?token=[\w.-]+/)?.[0] ?? "";
        return link;
      })
      .toBeTruthy();
    return link;
  };
  const email = await signUp("Aïssatou Diallo", { base, link: confirmation });

  await page.goto(`${base}/dashboard/parametres`);
  await page.getByRole("navigation").getByRole("link", { name: t.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BILLING_PATH}$`));
  await untilHydrated();
  await expect(page.getByTestId("billing-status")).toContainText("jours d'essai restants");

  const standard = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Standard" }) });
  // The trial's own plan (Standard here) offers to keep it; the others, to choose them.
  const premium = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Premium", exact: true }) });
  await expect(premium.getByRole("button", { name: t.choose })).toBeVisible();
  await expect(standard.getByRole("button", { name: t.choose })).toHaveCount(0);
  await standard.getByRole("button", { name: t.keep }).click();
  await expect(page.getByTestId("form-success")).toContainText(/^Devis DEV-\d{4}-\d{6} établi/);
  const quote = page.getByRole("region", { name: /^Devis DEV-/ });
  await expect(quote).toContainText("118,00\u00a0€");

  await quote.getByRole("button", { name: t.accept }).click();
  await expect(page.getByTestId("form-success")).toContainText(/^Facture FAC-\d{4}-\d{6} émise/);
  await expect(page.getByTestId("billing-status")).toContainText("à régler avant le");
  const invoices = page.getByRole("region", { name: t.documentsHeading });
  // The day's rate may be another's on a shared PostgreSQL: the GNF total, whatever it is.
  await expect(invoices).toContainText(/\d[\d\u202f]*\u00a0GNF/);
  await expect(invoices).toContainText(t.reference);

  // The page with all its parts (status, invoice, quotes, plans): its one accessibility scan.
  await expectNoAxeViolations(page, "main");
  const link = invoices.getByRole("link", { name: /^Télécharger FAC-/ });
  const pdf = await page.request.get(`${base}${await link.getAttribute("href")}`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  await expect.poll(() => mailTo(mailSink, email)).toMatch(/^Subject: .*FAC-/im);
  await expect.poll(() => mailTo(mailSink, email)).toMatch(/filename="?facture-FAC-/);

  // Staff record the Orange Money payment, in francs, against the invoice of that workspace.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await ownClient(staff);
  await signInInBrowser(ADMIN.email, { password: ADMIN.password, base, page: staff });
  await expect(staff).toHaveURL(/\/dashboard$/);
  await staff.goto(`${base}/dashboard/facturation?q=${encodeURIComponent(email)}`);
  const row = staff.locator("[data-customer-row]");
  await expect(row).toHaveCount(1, { timeout: 5000 });
  await row.getByRole("link").first().click();
  const form = staff.getByTestId("payment-form");
  await form.getByLabel(paymentTexts.method).selectOption("orange_money");
  await form.getByLabel(paymentTexts.reference).fill("MP261129.1530.A12345");
  await form.getByLabel(paymentTexts.currency).selectOption("GNF");
  await form.getByLabel(paymentTexts.amount).fill("1 109 200");
  await form.getByRole("button", { name: paymentTexts.submit }).click();
  await expect(staff.getByText(/Paiement enregistré\. Reçu REC-/)).toBeVisible();
  await staffContext.close();

  // The customer's workspace is active, and the receipt is in their mailbox.
  await page.reload();
  await expect(page.getByTestId("billing-status")).toContainText("Période payée du");
  await expect.poll(() => mailTo(mailSink, email)).toMatch(/filename="?recu-REC-/);
  console.expectNone();
});
