import { randomUUID } from "node:crypto";
import { baseURL } from "../../playwright.config";
import { contactErrors } from "../../app/content/contact-errors";
import { randomIp } from "./accounts";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { storedMessages } from "./staff-export";

// Every item of the quality bar's "Bad input" list at the HTTP level, against the suite's shared
// server: status, French message, and (last test) exactly the accepted posts stored, as the staff's
// inbox export lists them. Item 15 (database unavailable) is in contact-db-down.spec.ts.

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

// Every post of this run carries this word in its name or its address (in both unless a test
// changes one): the export's search finds what the run stored, and only that. Distinct client IPs
// per post (the shared server believes x-test-client-ip), so that the rate limit applies only
// where a test wants it.
const RUN = `essai${randomUUID().replace(/-/g, "").slice(0, 12)}`;
/** How many rows the accepted posts of this run must have left. */
let stored = 0;

const fields = (over: Record<string, string> = {}) => ({
  fullName: `Aminata Condé ${RUN}`,
  email: `aminata.${RUN}@exemple.gn`,
  subject: "Audit de sécurité",
  message: "Bonjour, nous souhaitons un audit.",
  idempotencyKey: randomUUID(),
  ...over,
});

async function post(
  body: BodyInit | Record<string, string>,
  init: { headers?: Record<string, string>; method?: string; ip?: string } = {},
) {
  const isForm =
    typeof body === "object" &&
    !(body instanceof Uint8Array) &&
    !(body instanceof FormData) &&
    !(body instanceof ReadableStream);
  const res = await fetch(`${baseURL}/?index`, {
    method: init.method ?? "POST",
    headers: {
      Origin: baseURL,
      "X-Test-Client-Ip": init.ip ?? randomIp(),
      ...(isForm || typeof body === "string"
        ? { "Content-Type": "application/x-www-form-urlencoded" }
        : {}),
      ...init.headers,
    },
    body: isForm ? new URLSearchParams(body as Record<string, string>) : (body as BodyInit),
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  return { status: res.status, text: await res.text() };
}

const encode = (f: Record<string, string>) => new URLSearchParams(f).toString();

test("1. a body over 64 KiB is refused with 413, by Content-Length or while streaming", async () => {
  const big = fields({ message: "a".repeat(70 * 1024) });
  const declared = await post(big);
  expect(declared.status).toBe(413);
  expect(declared.text).toBe(contactErrors.tooLarge);

  // 10 MiB sent chunked (no Content-Length): refused once 64 KiB have arrived.
  const chunk = new TextEncoder().encode(`message=${"b".repeat(64 * 1024)}`);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ >= 160) controller.close();
      else controller.enqueue(chunk);
    },
  });
  const streamed = await post(stream, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  }).catch((error: Error) => ({ status: 0, text: error.message }));
  // The server answers 413 at once, discards the rest, then closes: the client reads its answer
  // (decision 0074).
  expect(streamed).toEqual({ status: 413, text: contactErrors.tooLarge });
});

test("2. fields over their limits get 400 and a French message each", async () => {
  const f = fields({
    fullName: `${RUN} ${"n".repeat(121)}`,
    email: `${"e".repeat(250)}@x.gn`,
    subject: "s".repeat(201),
    message: "m".repeat(5001),
  });
  const res = await post(f);
  expect(res.status).toBe(400);
  expect(res.text).toContain("120 caractères au maximum");
  expect(res.text).toContain("254 caractères au maximum");
  expect(res.text).toContain("200 caractères au maximum");
  expect(res.text).toContain("5000 caractères au maximum");
});

test("3. a wrong or missing content type gets 415", async () => {
  for (const [body, headers] of [
    [JSON.stringify(fields()), { "Content-Type": "application/json" }],
    [new TextEncoder().encode(encode(fields())), {}],
    [encode(fields()), { "Content-Type": "text/plain" }],
  ] as const) {
    const res = await post(body as BodyInit, { headers });
    expect(res.status).toBe(415);
    expect(res.text).toContain(contactErrors.contentType);
  }
  const multipart = new FormData();
  for (const [k, v] of Object.entries(fields())) multipart.set(k, v);
  expect((await post(multipart)).status).toBe(415);
});

test("4. malformed percent-encoding, invalid UTF-8, NUL and lone surrogates get 400", async () => {
  for (const bad of ["%E0%A4%A", "100%", "%C3%28", "%FF", "a%00b", "%ED%A0%80"]) {
    const f = fields();
    const res = await post(encode(f).replace(/message=[^&]*/, `message=${bad}`));
    expect(res.status, bad).toBe(400);
    expect(res.text).toContain("caractères invalides");
  }
  const raw = new Uint8Array([...new TextEncoder().encode("message="), 0xc3, 0x28]);
  const res = await post(raw, { headers: { "Content-Type": "application/x-www-form-urlencoded" } });
  expect(res.status).toBe(400);
});

const unicode = [
  "Emoji 👋🏽 👨‍👩‍👧‍👦, combinaison e\u0301, RTL \u202Egnp.exe\u202C, zéro\u200Blargeur\u200D\uFE0F",
  "Accents : àâçéèêëîïôûùüÿœæ ÀÇÉ",
].join("\n");
const markup = `<script>alert("x")</script> "><img src=x onerror=alert(1)> javascript:alert(1)`;
const sqlLike = `'; DROP TABLE contact_message; -- " OR 1=1; SELECT pg_sleep(10); $1 %s`;

test("5–7. Unicode, markup and SQL-like text are accepted (stored verbatim, checked last)", async () => {
  for (const f of [
    fields({ fullName: "Ñoño 😀 عربي", message: unicode }),
    fields({ subject: "<b>Sujet</b>", message: markup }),
    fields({ fullName: "Robert'); DROP TABLE students;--", message: sqlLike }),
    fields({ message: "😀".repeat(5000) }),
  ]) {
    stored += 1;
    expect((await post(f)).status).toBe(200);
  }
});

test("6. markup sent back in an error answer is escaped", async () => {
  const f = fields({ email: "pas-une-adresse", message: markup });
  const res = await post(f);
  expect(res.status).toBe(400);
  expect(res.text).not.toContain('<script>alert("x")');
  expect(res.text).not.toContain("<img src=x");
});

test("8. CR/LF in the fields used in mail headers get 400", async () => {
  for (const field of ["fullName", "email", "subject"]) {
    const f = fields({ [field]: "a\r\nBcc: victime@exemple.gn" });
    const res = await post(f);
    expect(res.status, field).toBe(400);
    expect(res.text).toContain(contactErrors.lineBreak);
  }
});

test("9. ten parallel identical posts: all answered 200, one row (checked last)", async () => {
  const f = fields();
  stored += 1;
  const results = await Promise.all(Array.from({ length: 10 }, () => post(f, { ip: "9.9.9.9" })));
  expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
});

test("10. a foreign or null Origin gets 403 in French", async () => {
  for (const origin of ["https://evil.example", "null"]) {
    const f = fields();
    const res = await post(f, { headers: { Origin: origin } });
    expect(res.status).toBe(403);
    expect(res.text).toBe(contactErrors.origin);
  }
});

test("11. a filled honeypot gets the success answer and stores nothing", async () => {
  const f = fields({ website: "https://spam.example" });
  expect((await post(f)).status).toBe(200);
});

test("12. a sixth post within a minute from one client gets 429 in French", async () => {
  // The limit counts per clock minute: start the six posts well inside one minute.
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 45_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
  const ip = `10.0.1.${Math.floor(Math.random() * 250)}`;
  const statuses: number[] = [];
  let last = "";
  for (let i = 0; i < 6; i++) {
    const f = fields();
    if (i < 5) stored += 1;
    const res = await post(f, { ip });
    statuses.push(res.status);
    last = res.text;
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  expect(last).toContain("Patientez une minute");
});

test("13. GET and PUT on the action write nothing; PUT gets 405", async () => {
  const f = fields();
  const get = await fetch(`${baseURL}/?index&${encode(f)}`);
  expect(get.status).toBe(200);
  for (const method of ["PUT", "PATCH", "DELETE"]) {
    const res = await post(f, { method });
    expect(res.status, method).toBe(405);
    expect(res.text).toContain("uniquement avec la méthode POST");
  }
});

test("14. repeated fields and __proto__ keys get 400", async () => {
  for (const tamper of [
    (b: string) => `${b}&email=autre%40exemple.gn`,
    (b: string) => `__proto__=x&${b}`,
    (b: string) => `${b}&%5F%5Fproto%5F%5F%5Bpolluted%5D=x`,
    (b: string) => `${b}&constructor=x`,
  ]) {
    const f = fields();
    const res = await post(tamper(encode(f)));
    expect(res.status).toBe(400);
    expect(res.text).toContain("mal formé");
  }
});

test("exactly the accepted posts are stored, verbatim", async () => {
  const rows = await storedMessages(RUN);
  expect(rows).toHaveLength(stored);
  const messages = rows.map((r) => r.Message);
  expect(messages).toContain(unicode);
  expect(messages).toContain(markup);
  expect(messages).toContain(sqlLike);
  expect(messages).toContain("😀".repeat(5000));
  // Five within the rate limit, and one for the ten identical posts.
  expect(messages.filter((m) => m === fields().message)).toHaveLength(6);
  expect(rows.map((r) => r["Nom complet"])).toContain("Ñoño 😀 عربي");
  expect(rows.map((r) => r.Sujet)).toContain("<b>Sujet</b>");
});
