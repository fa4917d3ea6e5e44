import type { APIRequestContext } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { BILLING_PATH } from "../../app/content/billing";
import { creditFormTexts } from "../../app/content/billing-credit";
import { ratesTexts } from "../../app/content/billing-staff-forms";
import { ADMIN, CLIENT_IP_HEADER, ownClient, signedUpClient, uniqueEmail } from "./accounts";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";

// A partial credit note in a browser (decision 0118): a customer (over HTTP) accepts a quote for
// Standard; staff open its invoice's 'Émettre un avoir', try too much (a French refusal that
// keeps the reason), then credit one seat of its line: the amount due falls, and the credit note
// is listed on the customer's subscription page.

const clients: APIRequestContext[] = [];
test.afterAll(async () => Promise.all(clients.map((c) => c.dispose())));

test("staff credit one seat of an invoice; the customer sees the credit note", async ({
  page,
  signInInBrowser,
}) => {
  const email = uniqueEmail("avoir");
  const customer = await signedUpClient(baseURL, "Mariama Diallo", email, clients);
  const headers = { Origin: baseURL, [CLIENT_IP_HEADER]: "10.9.8.17" };

  await ownClient(page);
  await page.goto("/connexion");
  await signInInBrowser(ADMIN.email, { password: ADMIN.password });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/dashboard/facturation/taux");
  await page.getByLabel(ratesTexts.rate).fill("9 400");
  await page.getByRole("button", { name: ratesTexts.submit }).click();
  await expect(page.getByText(/Taux du .* enregistré/)).toBeVisible();

  await customer.post(BILLING_PATH, {
    form: { intent: "quote", plan: "standard", cycle: "monthly" },
    headers,
  });
  const html = await (await customer.get(BILLING_PATH)).text();
  const quote = /name="quote" value="([^"]+)"/.exec(html)?.[1];
  expect(quote).toBeTruthy();
  await customer.post(BILLING_PATH, { form: { intent: "accept", quote: quote! }, headers });

  await page.goto(`/dashboard/facturation?q=${encodeURIComponent(email)}`);
  await page.getByTestId("billing-customers").locator("[data-customer-row] a").first().click();
  await page.getByRole("link", { name: creditFormTexts.summary }).first().click();
  const form = page.getByTestId("credit-note-form");
  await form.locator("summary").click();
  await form.getByLabel(creditFormTexts.scopes.amount).check();
  await form.getByLabel(creditFormTexts.amount).fill("100 000");
  await form.getByLabel(creditFormTexts.reason).fill("Geste commercial");
  await form.getByRole("button", { name: creditFormTexts.confirm }).click();
  // Refused in French, the form open again with what was typed.
  await expect(form.getByText(/dépasse ce qui reste créditable/)).toBeVisible();
  await expect(form.getByLabel(creditFormTexts.reason)).toHaveValue("Geste commercial");

  await form.getByLabel(creditFormTexts.scopes.lines).check();
  await form.locator('input[name="line"]').first().check();
  await form.locator('input[name="qty-0"]').fill("1");
  await form.getByLabel(creditFormTexts.reason).fill("Un utilisateur parti");
  await form.getByRole("button", { name: creditFormTexts.confirm }).click();
  await expect(page.getByText(/Avoir AV-\d{4}-\d{6} émis/)).toBeVisible();
  await expect(page.getByTestId("customer-invoices")).toContainText("AV-");

  const after = await (await customer.get(BILLING_PATH)).text();
  expect(after).toMatch(/AV-\d{4}-\d{6}/);
});
