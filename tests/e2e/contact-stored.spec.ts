import { randomUUID } from "node:crypto";
import type { Browser } from "@playwright/test";
import { expect, type Fixtures } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";

// Issue 6, "done when": a message sent from the landing page with JavaScript and one sent
// without it are both in the database, verbatim (markup, emoji, accents).

const message = {
  fullName: "Aïssatou Diallo 👩🏾‍💻",
  // Its own address: the test finds its rows by it (a PostgreSQL database may be shared).
  email: `aissatou-${randomUUID().slice(0, 8)}@example.com`,
  subject: "<script>alert('x')</script> Audit réseau",
  message: "Bonjour\u202f! Nous voulons un audit « complet » 🚀\n'; DROP TABLE contact_message; --",
};

test.setTimeout(180_000); // a fresh embedded database runs initdb: slow on a busy machine

async function sendFromLanding(
  browser: Browser,
  base: string,
  javaScriptEnabled: boolean,
  untilHydrated: Fixtures["untilHydrated"],
): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(`${base}/#contact`);
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
  privateServer,
  untilHydrated,
}) => {
  const server = await privateServer();
  const withJs = await sendFromLanding(browser, server.base, true, untilHydrated);
  const withoutJs = await sendFromLanding(browser, server.base, false, untilHydrated);
  expect(withJs).toMatch(/^[0-9a-f]{32}$/);
  expect(withoutJs).toBe("");
  const rows = await server.rows({ email: message.email });
  expect(rows).toHaveLength(2);
  // The post without JavaScript got the server's key (client, message and time window).
  expect(rows.map((row) => row.idempotencyKey)).toEqual(
    expect.arrayContaining([withJs, expect.stringMatching(/^nojs-[0-9a-f]{64}$/)]),
  );
  for (const row of rows) {
    expect(row.fullName).toBe(message.fullName);
    expect(row.email).toBe(message.email);
    expect(row.subject).toBe(message.subject);
    // A native form post sends a textarea's line breaks as CR LF (HTML form encoding), the
    // JavaScript post as LF; each is stored as sent, so only the line breaks may differ.
    expect(row.message.replace(/\r\n/g, "\n")).toBe(message.message);
    expect(row.status).toBe("new");
  }
});
