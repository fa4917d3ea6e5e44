import { randomUUID } from "node:crypto";
import type { Browser } from "@playwright/test";
import { inboxStatusLabels } from "../../app/content/inbox";
import { baseURL } from "../../playwright.config";
import { expect, type Fixtures } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { storedMessages } from "./staff-export";

// Issue 6, "done when": a message sent from the landing page with JavaScript and one sent
// without it are both stored, verbatim (markup, emoji, accents), as the staff's inbox export lists
// them on the suite's shared server. The key the server gives a post without JavaScript:
// app/server/contact/contact-action.server.test.ts.

const message = {
  fullName: "Aïssatou Diallo 👩🏾‍💻",
  // Its own address: the test finds its rows by it.
  email: `aissatou-${randomUUID().slice(0, 8)}@example.com`,
  subject: "<script>alert('x')</script> Audit réseau",
  message: "Bonjour\u202f! Nous voulons un audit « complet » 🚀\n'; DROP TABLE contact_message; --",
};

async function sendFromLanding(
  browser: Browser,
  javaScriptEnabled: boolean,
  untilHydrated: Fixtures["untilHydrated"],
): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(`${baseURL}/#contact`);
  // The form mints its idempotency key once hydrated; without JavaScript it has none.
  if (javaScriptEnabled) await untilHydrated(page);
  const form = page.getByTestId("contact-form");
  const key = await form.locator('input[name="idempotencyKey"]').inputValue();
  for (const [name, value] of Object.entries(message)) {
    await form.locator(`[name="${name}"]`).fill(value);
  }
  await form.getByRole("button", { name: "Envoyer le message" }).click();
  if (javaScriptEnabled) {
    await expect(page.getByTestId("toast")).toContainText("Message envoyé");
  } else {
    await expect(page.getByTestId("contact-confirmation")).toContainText("Message envoyé");
  }
  await context.close();
  return key;
}

test("messages sent from the landing page, with and without JavaScript, are stored verbatim", async ({
  browser,
  untilHydrated,
}) => {
  const withJs = await sendFromLanding(browser, true, untilHydrated);
  const withoutJs = await sendFromLanding(browser, false, untilHydrated);
  expect(withJs).toMatch(/^[0-9a-f]{32}$/);
  expect(withoutJs).toBe("");
  const rows = await storedMessages(message.email);
  expect(rows).toHaveLength(2);
  for (const row of rows) {
    expect(row["Nom complet"]).toBe(message.fullName);
    expect(row["Adresse e-mail"]).toBe(message.email);
    expect(row.Sujet).toBe(message.subject);
    // A native form post sends a textarea's line breaks as CR LF (HTML form encoding), the
    // JavaScript post as LF; each is stored as sent, so only the line breaks may differ.
    expect(row.Message.replace(/\r\n/g, "\n")).toBe(message.message);
    expect(row.Statut).toBe(inboxStatusLabels.new);
  }
  // Both posts' line breaks were kept as sent: one of each.
  expect(rows.filter((row) => row.Message.includes("\r\n"))).toHaveLength(1);
});
