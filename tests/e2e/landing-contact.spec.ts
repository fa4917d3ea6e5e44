import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { CONTACT_LIMITS } from "../../app/content/contact";

const valid = {
  fullName: "Aminata Condé",
  email: "aminata@exemple.gn",
  subject: "Audit de sécurité",
  message: "Bonjour, nous souhaitons auditer le réseau de nos trois agences.",
};

async function fill(page: Page, values: Partial<typeof valid>) {
  const form = page.getByTestId("contact-form");
  if (values.fullName !== undefined) await form.getByLabel("Nom complet").fill(values.fullName);
  if (values.email !== undefined) await form.getByLabel("Adresse e-mail").fill(values.email);
  if (values.subject !== undefined) await form.getByLabel("Sujet").fill(values.subject);
  if (values.message !== undefined) await form.getByLabel("Message").fill(values.message);
}

const submit = (page: Page) =>
  page
    .getByTestId("contact-form")
    .getByRole("button", { name: /Envoyer/ })
    .click();

// The contact form against the server: with JavaScript (the fetcher) and without (a page post).
// The form on its own (labels, limits, errors, pending state): features/contact/contact-form.test.tsx.

test.describe("contact form", () => {
  test("with JavaScript: toast for 4 s and the form resets", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/");
    // The form's idempotency key is minted in the browser and renewed after a send.
    const key = page.getByTestId("contact-form").locator('input[name="idempotencyKey"]');
    await expect(key).toHaveValue(/^[0-9a-f]{32}$/);
    const first = await key.inputValue();
    await fill(page, valid);
    await expect(key).toHaveValue(first);
    await submit(page);
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Message envoyé\u202F!");
    await expect(toast).toContainText(
      "Merci de nous avoir contactés. Nous vous répondrons dans les plus brefs délais.",
    );
    for (const label of ["Nom complet", "Adresse e-mail", "Sujet", "Message"]) {
      await expect(page.getByTestId("contact-form").getByLabel(label)).toHaveValue("");
    }
    await expect(key).toHaveValue(/^[0-9a-f]{32}$/);
    await expect(key).not.toHaveValue(first);
    await expect(toast).toBeHidden({ timeout: 8000 });
  });

  test("the action answers 400 with French errors for bad input", async ({ request }) => {
    const empty = await request.post("/?index", {
      form: { fullName: "", email: "", subject: "", message: "" },
    });
    expect(empty.status()).toBe(400);
    expect(await empty.text()).toContain("Indiquez votre nom complet.");
    const long = await request.post("/?index", {
      form: { ...valid, message: "a".repeat(CONTACT_LIMITS.message + 1) },
    });
    expect(long.status()).toBe(400);
    expect(await long.text()).toContain("5000 caractères au maximum");
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the post returns the page with the confirmation in the section", async ({ page }) => {
    await page.goto("/");
    await fill(page, valid);
    await submit(page);
    await expect(page).toHaveURL(/#contact$/);
    const confirmation = page.locator("#contact").getByTestId("contact-confirmation");
    await expect(confirmation).toContainText("Message envoyé\u202F!");
    await expect(confirmation).toContainText("Merci de nous avoir contactés.");
    await expect(page.getByTestId("contact-form").getByLabel("Nom complet")).toHaveValue("");
  });

  test("errors come back next to the fields with the visitor's input", async ({ page }) => {
    await page.goto("/");
    await fill(page, { ...valid, email: "aminata@exemple" });
    await submit(page);
    const form = page.getByTestId("contact-form");
    const email = form.getByLabel("Adresse e-mail");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(form).toContainText("n'est pas valide");
    await expect(email).toHaveValue("aminata@exemple");
    await expect(form.getByLabel("Nom complet")).toHaveValue(valid.fullName);
    await expect(form.getByLabel("Sujet")).toHaveValue(valid.subject);
    await expect(form.getByLabel("Message")).toHaveValue(valid.message);
    await expect(page.getByTestId("contact-confirmation")).toHaveCount(0);
  });
});
