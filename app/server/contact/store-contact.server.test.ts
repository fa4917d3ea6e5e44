import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import type { ContactMessage } from "~/contracts/contact-schema";
import type { Db } from "~/server/db/client.server";
import { contactMessage } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { storeContact, type ContactRow, type ContactSubmission } from "./store-contact.server";

// Every column of a stored request, read back: a column the insert dropped, or a new column no
// one decided about, fails here (and the row's type already fails to compile).

let handle: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;
beforeAll(async () => {
  handle = await openTestDb();
  db = handle.db;
}, 120_000);
afterAll(() => handle.cleanup());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const submission = (mail: boolean): ContactSubmission => ({
  message: {
    fullName: "Aïssatou Diallo",
    email: "aissatou@exemple.gn",
    subject: "Infogérance « Réseau »",
    message: "Bonjour,\nnous avons 40 postes 💻.",
  },
  idempotencyKey: randomUUID(),
  ipHash: randomUUID(),
  userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
  mail,
});

async function storedRow(input: ContactSubmission, now: Date) {
  expect(await storeContact(db, input, now)).toBe("stored");
  const rows = await db
    .select()
    .from(contactMessage)
    .where(eq(contactMessage.idempotencyKey, input.idempotencyKey));
  expect(rows).toHaveLength(1);
  return rows[0];
}

describe("storeContact", { timeout: 60_000 }, () => {
  it("has a column for every field of the contact form", () => {
    expectTypeOf<keyof ContactMessage>().toExtend<keyof ContactRow>();
  });

  it("writes every column of a request that enters the outbox", async () => {
    const input = submission(true);
    const now = new Date("2026-11-23T09:30:15.250Z");
    expect(await storedRow(input, now)).toEqual({
      id: expect.stringMatching(UUID),
      fullName: "Aïssatou Diallo",
      email: "aissatou@exemple.gn",
      subject: "Infogérance « Réseau »",
      message: "Bonjour,\nnous avons 40 postes 💻.",
      createdAt: expect.any(Date),
      ipHash: input.ipHash,
      userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
      idempotencyKey: input.idempotencyKey,
      status: "new",
      handledAt: null,
      mailStatus: "pending",
      mailAttempts: 0,
      mailNextAttemptAt: now,
      mailLockedUntil: null,
      mailLastError: null,
      mailSentAt: null,
      kind: "contact",
      organizationId: null,
      requestedPlan: null,
      seats: null,
    });
  });

  it("keeps a request out of the outbox without staff e-mail, and stores a missing user agent", async () => {
    const input = { ...submission(false), userAgent: null };
    const row = await storedRow(input, new Date());
    expect(row).toMatchObject({ userAgent: null, mailStatus: "none", mailNextAttemptAt: null });
  });
});
