import { data } from "react-router";
import { contactErrors } from "~/content/contact-errors";
import { CONTACT_HIDDEN_FIELDS, CONTACT_LIMITS, type ContactField } from "~/content/contact";
import type { ContactActionResult, ContactErrors, ContactValues } from "~/contracts/contact-result";
import { parseContact } from "~/contracts/contact-schema";
import { describeDbError, getDb, type Db } from "~/server/db/client.server";
import { env } from "~/server/env.server";
import { kickOutbox } from "~/server/mail/outbox.server";
import { hashIp } from "~/server/platform/ip-hash.server";
import { parseFormBody } from "~/server/platform/form-body.server";
import { fallbackIdempotencyKey } from "~/server/platform/idempotency.server";
import { storeContact } from "./store-contact.server";

const FIELDS = Object.keys(CONTACT_LIMITS) as ContactField[];
/** Fields that go into mail headers (From name, Reply-To, Subject): no line breaks. */
const HEADER_FIELDS: ContactField[] = ["fullName", "email", "subject"];
/** The hidden fields of the form: a honeypot left empty by people, and the idempotency key. */
const HONEYPOT_FIELD = CONTACT_HIDDEN_FIELDS.honeypot;
const IDEMPOTENCY_FIELD = CONTACT_HIDDEN_FIELDS.idempotencyKey;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

const emptyValues = (): ContactValues => ({ fullName: "", email: "", subject: "", message: "" });

function refuse(
  status: number,
  values: ContactValues,
  extra: { formError?: string; fieldErrors?: ContactErrors },
  headers?: HeadersInit,
) {
  return data<ContactActionResult>({ ok: false, status, ...extra, values }, { status, headers });
}

function originAllowed(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get("Origin");
  // Browsers send Origin on every POST; a client without it (curl) is no cross-site forgery.
  if (origin === null) return true;
  return origin === new URL(siteUrl).origin || origin === new URL(request.url).origin;
}

export interface ContactActionArgs {
  request: Request;
  context: { clientIp?: string };
}

/**
 * The contact form's action (landing `#contact` and `/contact`): checks method, content type,
 * origin, encoding, honeypot and fields, then stores the request before answering `{ ok: true }`.
 * It never answers success unless the row is committed (or was committed by an earlier identical
 * post). The staff e-mail is sent afterwards, outside the answer.
 */
export async function contactAction({ request, context }: ContactActionArgs, db?: Db) {
  const config = env();
  if (request.method !== "POST") {
    return refuse(405, emptyValues(), { formError: contactErrors.method }, { Allow: "POST" });
  }
  const [mediaType, ...params] = (request.headers.get("Content-Type") ?? "")
    .split(";")
    .map((part) => part.trim().toLowerCase());
  const charset = params.find((p) => p.startsWith("charset="))?.slice("charset=".length);
  if (
    mediaType !== "application/x-www-form-urlencoded" ||
    (charset !== undefined && charset.replace(/"/g, "") !== "utf-8")
  ) {
    return refuse(415, emptyValues(), { formError: contactErrors.contentType });
  }
  if (!originAllowed(request, config.siteUrl)) {
    return refuse(403, emptyValues(), { formError: contactErrors.origin });
  }

  // server.ts has already refused bodies over 64 KiB, so this read is bounded.
  const body = parseFormBody(new Uint8Array(await request.arrayBuffer()));
  if (!body.ok) {
    return refuse(400, emptyValues(), { formError: contactErrors[body.reason] });
  }
  const fields = body.fields;
  const values = Object.fromEntries(FIELDS.map((f) => [f, fields.get(f) ?? ""])) as ContactValues;

  if ((fields.get(HONEYPOT_FIELD) ?? "") !== "") {
    return data<ContactActionResult>({ ok: true }); // looks accepted; nothing is stored
  }

  const parsed = parseContact(values);
  const fieldErrors: ContactErrors = parsed.ok ? {} : { ...parsed.errors };
  for (const field of HEADER_FIELDS) {
    if (/[\r\n]/.test(values[field])) fieldErrors[field] = contactErrors.lineBreak;
  }
  // The browser's key; none from a post made without JavaScript (the server derives one below).
  const givenKey = fields.get(IDEMPOTENCY_FIELD) ?? "";
  const keyOk = givenKey === "" || IDEMPOTENCY_KEY.test(givenKey);
  if (!parsed.ok || Object.keys(fieldErrors).length > 0 || !keyOk) {
    const formError = keyOk ? contactErrors.invalid : contactErrors.malformed;
    return refuse(400, values, { formError, fieldErrors });
  }

  const database = db ?? getDb();
  let outcome;
  try {
    const now = new Date();
    const ipHash = await hashIp(database, context.clientIp ?? "unknown");
    outcome = await storeContact(
      database,
      {
        message: parsed.message,
        idempotencyKey: givenKey || fallbackIdempotencyKey(ipHash, parsed.message, now),
        ipHash,
        userAgent: request.headers.get("User-Agent")?.slice(0, 512) ?? null,
        mail: config.mail !== undefined,
      },
      now,
    );
  } catch (error) {
    console.error(`Contact request not stored (database unavailable): ${describeDbError(error)}`);
    return refuse(503, values, { formError: contactErrors.unavailable }, { "Retry-After": "60" });
  }
  if (outcome === "rate-limited") {
    return refuse(429, values, { formError: contactErrors.rateLimited }, { "Retry-After": "60" });
  }
  if (outcome === "stored" && config.mail) kickOutbox(database, config.mail);
  return data<ContactActionResult>({ ok: true });
}
