import type { APIRequestContext } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { BILLING_PATH } from "../../app/content/billing";
import { paymentTexts, ratesTexts } from "../../app/content/billing-staff-forms";
import { billingStaffTexts } from "../../app/content/billing-staff";
import { ADMIN, CLIENT_IP_HEADER, ownClient, signedUpClient, uniqueEmail } from "./accounts";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";

// Staff's billing in a browser: staff enter today's rate, a customer (over HTTP) chooses Standard
// and accepts the quote, staff find the customer in the list and record an Orange Money payment
// with a receipt scan (multipart, the billing's body limit): the customer becomes active. A
// customer who opens the staff page gets 404.

const clients: APIRequestContext[] = [];
test.afterAll(async () => Promise.all(clients.map((c) => c.dispose())));

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

test("staff set the rate and record a customer's payment; customers get 404", async ({
  page,
  signInInBrowser,
}) => {
  const email = uniqueEmail("client");
  const customer = await signedUpClient(baseURL, "Kadiatou Bah", email, clients);
  const headers = { Origin: baseURL, [CLIENT_IP_HEADER]: "10.9.8.7" };
  expect((await customer.get("/dashboard/facturation", { maxRedirects: 0 })).status()).toBe(404);

  await ownClient(page);
  await page.goto("/connexion");
  await signInInBrowser(ADMIN.email, { password: ADMIN.password });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId("sidebar-billing").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(billingStaffTexts.title);
  await page.getByRole("link", { name: billingStaffTexts.links.rates }).click();
  await page.getByLabel(ratesTexts.rate).fill("9 400");
  await page.getByRole("button", { name: ratesTexts.submit }).click();
  await expect(page.getByText(/Taux du .* enregistré/)).toBeVisible();

  // The customer's side (helper bill's page): a quote for Standard, accepted: an invoice.
  const quoted = await customer.post(BILLING_PATH, {
    form: { intent: "quote", plan: "standard", cycle: "monthly" },
    headers,
  });
  expect(quoted.status()).toBeLessThan(400);
  const html = await (await customer.get(BILLING_PATH)).text();
  const quote = /name="quote" value="([^"]+)"/.exec(html)?.[1];
  expect(quote).toBeTruthy();
  const accepted = await customer.post(BILLING_PATH, {
    form: { intent: "accept", quote: quote! },
    headers,
  });
  expect(accepted.status()).toBeLessThan(400);

  await page.goto(`/dashboard/facturation?q=${encodeURIComponent(email)}`);
  const row = page.getByTestId("billing-customers").locator("[data-customer-row]");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("En attente de paiement");
  await row.getByRole("link").first().click();
  const form = page.getByTestId("payment-form");
  await form.getByLabel(paymentTexts.method).selectOption("orange_money");
  await form.getByLabel(paymentTexts.reference).fill("OM-2026-554433");
  await form.getByLabel(paymentTexts.currency).selectOption("EUR");
  await form.getByLabel(paymentTexts.amount).fill("118,00");
  await form
    .getByLabel(paymentTexts.scan)
    .setInputFiles({ name: "recu.png", mimeType: "image/png", buffer: PNG });
  await form.getByRole("button", { name: paymentTexts.submit }).click();
  await expect(page.getByText(/Paiement enregistré\. Reçu REC-/)).toBeVisible();
  await expect(page.locator('[data-status="active"]').first()).toBeVisible();
  await expect(page.getByTestId("customer-payments")).toContainText("OM-2026-554433");
});
