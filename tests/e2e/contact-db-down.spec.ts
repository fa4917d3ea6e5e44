import { randomUUID } from "node:crypto";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { freePort } from "../../scripts/lib/server.mjs";
import { contactErrors } from "../../app/content/contact-errors";
import { contactSentToast } from "../../app/content/toasts";

// Bad input 15 and the health check: a server whose PostgreSQL is unreachable (a closed port).

test.setTimeout(180_000);

test("database unavailable: 503 in French, the input sent back, never 'Message envoyé', /healthz 503", async ({
  privateServer,
}) => {
  const closed = await freePort();
  const server = await privateServer({
    env: {
      DATABASE_URL: `postgres://site:secret@127.0.0.1:${closed}/site`,
      MIGRATE_ON_START: "false",
    },
  });
  const fields = {
    fullName: "Aminata Condé",
    email: "aminata@exemple.gn",
    subject: "Audit réseau",
    message: "Texte à garder 😀",
    idempotencyKey: randomUUID(),
  };
  const res = await fetch(`${server.base}/?index`, {
    method: "POST",
    headers: { Origin: server.base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  expect(res.status).toBe(503);
  const html = await res.text();
  expect(html).toContain(contactErrors.unavailable);
  for (const value of [fields.fullName, fields.email, fields.subject, fields.message]) {
    expect(html).toContain(value);
  }
  expect(html).not.toContain(contactSentToast.title);

  const health = await fetch(`${server.base}/healthz`);
  expect(health.status).toBe(503);
  expect(health.headers.get("cache-control")).toBe("no-store");
  expect(await health.json()).toEqual({
    status: "unavailable",
    database: "unavailable",
    reason: "database unavailable",
  });
  expect(server.output()).not.toContain("secret");
});

test("the server refuses to start, with a clear message, when migrations cannot be applied", async ({
  privateServer,
}) => {
  const closed = await freePort();
  await expect(
    privateServer({ env: { DATABASE_URL: `postgres://site:secret@127.0.0.1:${closed}/site` } }),
  ).rejects.toThrow(/migrations from .* could not be applied to the PostgreSQL server/);
});

test("/healthz answers 200 when the database is up", async ({ request }) => {
  // The suite's shared server, whose database is up.
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  // With the embedded database, its volume is checked too (decision 0073).
  const disk = process.env.DATABASE_URL ? {} : { disk: "ok" };
  expect(await health.json()).toEqual({ status: "ok", database: "ok", ...disk });
});
