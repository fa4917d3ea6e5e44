import { randomInt, randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactErrors } from "~/content/contact-errors";
import { openDb, type Db } from "~/server/db/client.server";
import { contactMessage } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { fallbackIdempotencyKey } from "~/server/platform/idempotency.server";
import { contactAction } from "./contact-action.server";

// The action against a real database: PGlite by default, PostgreSQL with TEST_DATABASE_URL.

let handle: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;
beforeAll(async () => {
  handle = await openTestDb();
  db = handle.db;
}, 120_000); // a fresh PGlite runs initdb: seconds on a busy machine
afterAll(() => handle.cleanup());

const ORIGIN = "http://localhost:3000";
const valid = () => ({
  fullName: "Aminata Condé",
  email: "aminata@exemple.gn",
  subject: "Audit de sécurité",
  message: "Bonjour, nous souhaitons un audit.",
  idempotencyKey: randomUUID(),
});

function post(
  fields: Record<string, string> | string,
  init: { headers?: Record<string, string>; method?: string; ip?: string } = {},
) {
  const body = typeof fields === "string" ? fields : new URLSearchParams(fields).toString();
  const request = new Request(`${ORIGIN}/?index`, {
    method: init.method ?? "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      ...init.headers,
    },
    body: init.method === "GET" ? undefined : body,
  });
  return contactAction({ request, context: { clientIp: init.ip ?? randomUUID() } }, db);
}

const rowsWithKeys = (keys: string[]) =>
  db.select().from(contactMessage).where(inArray(contactMessage.idempotencyKey, keys));

describe("contactAction", { timeout: 60_000 }, () => {
  it("stores a valid request, then answers ok", async () => {
    const fields = valid();
    const result = await post(fields);
    expect(result.init?.status ?? 200).toBe(200);
    expect(result.data).toEqual({ ok: true });
    const [row] = await rowsWithKeys([fields.idempotencyKey]);
    expect(row).toMatchObject({
      fullName: fields.fullName,
      email: fields.email,
      subject: fields.subject,
      message: fields.message,
      status: "new",
      mailStatus: "none",
    });
    expect(row?.ipHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("stores emoji, combining marks, bidi and zero-width characters, markup and SQL verbatim", async () => {
    const message = [
      "Bonjour 👋🏽 équipe — e\u0301 (combining), \u202Egnp.exe\u202C, zéro\u200Bwidth\u200D",
      '<script>alert("x")</script> "><img src=x onerror=alert(1)> javascript:alert(1)',
      "'; DROP TABLE contact_message; -- \\x00 %s $1",
      "👨‍👩‍👧‍👦".repeat(10),
    ].join("\r\n");
    const fields = { ...valid(), fullName: "Ñoño 😀 O'Brien", subject: "Robert'); --", message };
    expect((await post(fields)).data).toEqual({ ok: true });
    const [row] = await rowsWithKeys([fields.idempotencyKey]);
    expect(row?.message).toBe(message);
    expect(row?.fullName).toBe(fields.fullName);
    expect(row?.subject).toBe(fields.subject);
  });

  it("counts characters as code points: 5,000 emoji fit, 5,001 do not", async () => {
    const ok = { ...valid(), message: "😀".repeat(5000) };
    expect((await post(ok)).data).toEqual({ ok: true });
    const over = { ...valid(), message: "😀".repeat(5001) };
    const result = await post(over);
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({ fieldErrors: { message: /5000 caractères au maximum/ } });
    expect(await rowsWithKeys([over.idempotencyKey])).toHaveLength(0);
  });

  it("stores exactly one row for 10 parallel identical posts, all answered ok", async () => {
    const fields = valid();
    const results = await Promise.all(Array.from({ length: 10 }, () => post(fields, { ip: "x" })));
    for (const r of results) expect(r.data).toEqual({ ok: true });
    expect(await rowsWithKeys([fields.idempotencyKey])).toHaveLength(1);
  });

  it("stores one row for a double submit without a key (no JavaScript), two for two messages", async () => {
    const ip = `nojs-${randomUUID()}`;
    const { fullName, subject, message } = valid();
    const fields = { fullName, email: `${randomUUID()}@exemple.gn`, subject, message };
    const first = await post(fields, { ip });
    const again = await post({ ...fields, idempotencyKey: "" }, { ip });
    const other = await post(
      { ...fields, message: `${fields.message} Et une autre question.` },
      { ip },
    );
    for (const r of [first, again, other]) expect(r.data).toEqual({ ok: true });
    const rows = await db
      .select()
      .from(contactMessage)
      .where(eq(contactMessage.email, fields.email));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.idempotencyKey).toMatch(/^nojs-[0-9a-f]{64}$/);
    // The same message from another client is another request.
    expect((await post(fields, { ip: `${ip}-other` })).data).toEqual({ ok: true });
    expect(
      await db.select().from(contactMessage).where(eq(contactMessage.email, fields.email)),
    ).toHaveLength(3);
  });

  it("answers 429 after 5 stored posts in a minute from one client, storing nothing more", async () => {
    const ip = `rate-${randomUUID()}`;
    const posts = Array.from({ length: 7 }, valid);
    const statuses = [];
    for (const fields of posts) statuses.push((await post(fields, { ip })).init?.status ?? 200);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const last = await post(posts[6]!, { ip });
    expect(last.data).toMatchObject({ formError: contactErrors.rateLimited });
    expect(last.data).toMatchObject({ values: { fullName: "Aminata Condé" } });
    expect(await rowsWithKeys(posts.map((p) => p.idempotencyKey))).toHaveLength(5);
    // A retry of an accepted post is still answered ok (duplicates do not count).
    expect((await post(posts[0]!, { ip })).data).toEqual({ ok: true });
  });

  it("counts the addresses of one IPv6 /64 as one client", async () => {
    const prefix = `2001:db8:${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}`;
    const statuses = [];
    for (let i = 1; i <= 6; i++) {
      statuses.push((await post(valid(), { ip: `${prefix}::${i}` })).init?.status ?? 200);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // The next /64 is another client.
    const other = `2001:db9:${randomInt(0xffff).toString(16)}::1`;
    expect((await post(valid(), { ip: other })).init?.status ?? 200).toBe(200);
  });

  it("accepts a filled honeypot with the success answer and stores nothing", async () => {
    const fields = { ...valid(), website: "http://spam.example" };
    expect((await post(fields)).data).toEqual({ ok: true });
    expect(await rowsWithKeys([fields.idempotencyKey])).toHaveLength(0);
  });

  it.each([
    ["PUT", 405, contactErrors.method],
    ["DELETE", 405, contactErrors.method],
    ["PATCH", 405, contactErrors.method],
  ])("answers %s with %i and writes nothing", async (method, status, message) => {
    const fields = valid();
    const result = await post(fields, { method });
    expect(result.init?.status).toBe(status);
    expect(result.data).toMatchObject({ ok: false, formError: message });
    expect(await rowsWithKeys([fields.idempotencyKey])).toHaveLength(0);
  });

  it.each([
    ["a foreign Origin", { Origin: "https://evil.example" }, 403, contactErrors.origin],
    ["a null Origin", { Origin: "null" }, 403, contactErrors.origin],
    ["a JSON body", { "Content-Type": "application/json" }, 415, contactErrors.contentType],
    ["no content type", { "Content-Type": "" }, 415, contactErrors.contentType],
    [
      "multipart",
      { "Content-Type": "multipart/form-data; boundary=x" },
      415,
      contactErrors.contentType,
    ],
    [
      "a non-UTF-8 charset",
      { "Content-Type": "application/x-www-form-urlencoded; charset=iso-8859-1" },
      415,
      contactErrors.contentType,
    ],
  ])("refuses %s", async (_label, headers, status, message) => {
    const fields = valid();
    const result = await post(fields, { headers });
    expect(result.init?.status).toBe(status);
    expect(result.data).toMatchObject({ ok: false, status, formError: message });
    expect(await rowsWithKeys([fields.idempotencyKey])).toHaveLength(0);
  });

  it.each([
    ["malformed percent-encoding", "%E0%A4%A", contactErrors.encoding],
    ["invalid UTF-8", "%C3%28", contactErrors.encoding],
    ["a NUL byte", "a%00b", contactErrors.encoding],
    ["a lone surrogate", "%ED%A0%80", contactErrors.encoding],
  ])("refuses %s with 400", async (_label, encoded, message) => {
    const fields = valid();
    const body = `${new URLSearchParams(fields)}`.replace(/message=[^&]*/, `message=${encoded}`);
    const result = await post(body);
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({ formError: message });
    expect(await rowsWithKeys([fields.idempotencyKey])).toHaveLength(0);
  });

  it.each([
    ["a repeated field", (b: string) => `${b}&email=autre%40exemple.gn`],
    ["a __proto__ key", (b: string) => `${b}&__proto__=x`],
    ["an encoded __proto__[x] key", (b: string) => `%5F%5Fproto%5F%5F=x&${b}`],
  ])("refuses %s with 400", async (_label, tamper) => {
    const fields = valid();
    const result = await post(tamper(`${new URLSearchParams(fields)}`));
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({ formError: contactErrors.malformed });
    expect(await rowsWithKeys([fields.idempotencyKey])).toHaveLength(0);
  });

  it.each(["fullName", "email", "subject"])("refuses CR/LF in %s", async (field) => {
    const fields = { ...valid(), [field]: "a\r\nBcc: victim@exemple.gn" };
    const result = await post(fields);
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      fieldErrors: { [field]: expect.any(String) as string },
      values: { [field]: fields[field as keyof typeof fields] },
    });
    expect(await rowsWithKeys([fields.idempotencyKey])).toHaveLength(0);
  });

  it("refuses fields over their limits with French messages and keeps the input", async () => {
    const fields = {
      ...valid(),
      fullName: "a".repeat(121),
      subject: "s".repeat(201),
      message: "m".repeat(5001),
    };
    const result = await post(fields);
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      fieldErrors: {
        fullName: "120 caractères au maximum, raccourcissez le texte.",
        subject: "200 caractères au maximum, raccourcissez le texte.",
        message: "5000 caractères au maximum, raccourcissez le texte.",
      },
      values: { fullName: fields.fullName, message: fields.message },
    });
    expect(await rowsWithKeys([fields.idempotencyKey])).toHaveLength(0);
  });

  it("answers 503 in French with the input when the database is unavailable", async () => {
    const down = openDb({ dataDir: "/nonexistent", databaseUrl: "postgres://u:p@127.0.0.1:9/x" });
    const fields = valid();
    const request = new Request(`${ORIGIN}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
      body: new URLSearchParams(fields),
    });
    const result = await contactAction({ request, context: { clientIp: "1.2.3.4" } }, down.db);
    await down.close();
    expect(result.init?.status).toBe(503);
    expect(result.data).toMatchObject({
      ok: false,
      formError: contactErrors.unavailable,
      values: { fullName: fields.fullName, email: fields.email, message: fields.message },
    });
    expect(JSON.stringify(result.data)).not.toContain("Message envoyé");
    expect(
      await db
        .select()
        .from(contactMessage)
        .where(eq(contactMessage.idempotencyKey, fields.idempotencyKey)),
    ).toHaveLength(0);
  });
});

describe("fallbackIdempotencyKey", () => {
  const message = {
    fullName: "Aminata Condé",
    email: "aminata@exemple.gn",
    subject: "Audit",
    message: "Bonjour,\r\nun audit.",
  };
  const at = (iso: string) => new Date(iso);

  it("is the same for the same client and message within a ten-minute window", () => {
    const key = fallbackIdempotencyKey("ip1", message, at("2026-11-23T10:00:00Z"));
    expect(key).toMatch(/^nojs-[0-9a-f]{64}$/);
    expect(fallbackIdempotencyKey("ip1", message, at("2026-11-23T10:09:59Z"))).toBe(key);
    // Line breaks as a native post sends them (CR LF) or as a script does (LF): the same message.
    expect(
      fallbackIdempotencyKey(
        "ip1",
        { ...message, message: "Bonjour,\nun audit." },
        at("2026-11-23T10:05:00Z"),
      ),
    ).toBe(key);
  });

  it("differs for another client, another field or another window", () => {
    const key = fallbackIdempotencyKey("ip1", message, at("2026-11-23T10:00:00Z"));
    expect(fallbackIdempotencyKey("ip2", message, at("2026-11-23T10:00:00Z"))).not.toBe(key);
    for (const field of ["fullName", "email", "subject", "message"] as const) {
      expect(
        fallbackIdempotencyKey(
          "ip1",
          { ...message, [field]: `${message[field]}x` },
          at("2026-11-23T10:00:00Z"),
        ),
        field,
      ).not.toBe(key);
    }
    expect(fallbackIdempotencyKey("ip1", message, at("2026-11-23T10:10:00Z"))).not.toBe(key);
  });
});
