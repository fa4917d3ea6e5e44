import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/server/db/client.server";
import { contactMessage } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { storeContact } from "~/server/contact/index.server";
import { headerText } from "./contact-mail.server";
import { OUTBOX, processOutbox } from "./outbox.server";
import { startSmtpSink, type SmtpSink } from "./test-smtp.server";

// The staff e-mail against a real SMTP server on 127.0.0.1 (smtp-server), on PGlite or PostgreSQL.

let handle: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;
let smtp: SmtpSink;
let smtpUrl: string;
const received: string[] = [];
let failNext = 0;
/** The next message's answer waits for `releaseHeld()` (a slow or hanging SMTP server). */
let holdNext = false;
let releaseHeld: (() => void) | undefined;
let onHeld: (() => void) | undefined;

beforeAll(async () => {
  handle = await openTestDb();
  db = handle.db;
  smtp = await startSmtpSink(
    (raw) =>
      new Promise<void>((resolve, reject) => {
        const answer = () => {
          if (failNext > 0) {
            failNext--;
            reject(new Error("451 mailbox busy, try later"));
            return;
          }
          received.push(raw);
          resolve();
        };
        if (!holdNext) return answer();
        holdNext = false;
        releaseHeld = answer;
        onHeld?.();
      }),
  );
  smtpUrl = smtp.url;
}, 120_000);

afterAll(async () => {
  smtp?.close();
  await handle?.cleanup();
});

const mail = () => ({ smtpUrl, to: ["equipe@exemple.gn"], from: "site@exemple.gn" });

async function storePending(over: Partial<Record<"fullName" | "subject" | "message", string>>) {
  const key = randomUUID();
  await storeContact(db, {
    message: {
      fullName: "Aminata Condé",
      email: "aminata@exemple.gn",
      subject: "Audit",
      message: "Bonjour 😀 <script>x</script>",
      ...over,
    },
    idempotencyKey: key,
    ipHash: randomUUID(),
    userAgent: null,
    mail: true,
  });
  const [row] = await db
    .select()
    .from(contactMessage)
    .where(eq(contactMessage.idempotencyKey, key));
  return row!;
}

const rowById = async (id: string) =>
  (await db.select().from(contactMessage).where(eq(contactMessage.id, id)))[0]!;

describe("mail outbox", { timeout: 60_000 }, () => {
  it("sends a plain-text e-mail with Reply-To the visitor, then marks the row sent", async () => {
    const row = await storePending({ subject: "Audit de sécurité ✓" });
    const before = received.length;
    await processOutbox(db, mail(), new Date(Date.now() + 1000));
    const raw = received.slice(before).find((m) => m.includes(row.id));
    expect(raw).toBeDefined();
    expect(raw).toMatch(/^Reply-To: =\?UTF-8\?.*<aminata@exemple\.gn>/m);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
    expect(raw).not.toMatch(/text\/html/);
    const after = await rowById(row.id);
    expect(after.mailStatus).toBe("sent");
    expect(after.mailAttempts).toBe(1);
    expect(after.mailSentAt).toBeInstanceOf(Date);
  });

  it("keeps a failed row pending with a later retry, then sends it", async () => {
    const row = await storePending({});
    failNext = 1;
    const now = new Date(Date.now() + 1000);
    const first = await processOutbox(db, mail(), now);
    expect(first.failed).toBeGreaterThanOrEqual(1);
    let after = await rowById(row.id);
    expect(after).toMatchObject({ mailStatus: "pending", mailAttempts: 1 });
    expect(after.mailLastError).toContain("mailbox busy");
    expect(after.mailNextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Not due yet: nothing is sent. Due (as after a restart, later): sent.
    await processOutbox(db, mail(), new Date(Date.now() + 1000));
    expect((await rowById(row.id)).mailStatus).toBe("pending");
    await processOutbox(db, mail(), new Date(Date.now() + OUTBOX.firstBackoffMs + 5000));
    after = await rowById(row.id);
    expect(after).toMatchObject({ mailStatus: "sent", mailAttempts: 2 });
  });

  it("gives up after the last attempt, keeping the stored request", async () => {
    const row = await storePending({});
    await db
      .update(contactMessage)
      .set({ mailAttempts: OUTBOX.maxAttempts - 1 })
      .where(eq(contactMessage.id, row.id));
    failNext = 100;
    await processOutbox(db, mail(), new Date(Date.now() + 1000));
    failNext = 0;
    expect(await rowById(row.id)).toMatchObject({ mailStatus: "failed", message: row.message });
  });

  it("keeps a batch's short lease alive while it is sent, so no second claimer takes it", async () => {
    const rows = [await storePending({}), await storePending({})];
    const claimedAt = new Date(Date.now() + 1000);
    const held = new Promise<void>((resolve) => (onHeld = resolve));
    holdNext = true;
    const limits = { ...OUTBOX, leaseMs: 1_000, heartbeatMs: 50 };
    const first = processOutbox(db, mail(), claimedAt, limits);
    await held; // the batch's first message is being sent and gets no answer yet
    await new Promise((resolve) => setTimeout(resolve, 400)); // a few heartbeats

    // Past the first lease: only the heartbeat's renewals still hold the rows.
    await processOutbox(db, mail(), new Date(claimedAt.getTime() + 1_200), limits);
    const ours = () => received.filter((raw) => rows.some((row) => raw.includes(row.id)));
    expect(ours()).toEqual([]);

    releaseHeld!();
    expect(await first).toMatchObject({ sent: 2 });
    expect(ours()).toHaveLength(2);
    for (const row of rows) expect((await rowById(row.id)).mailStatus).toBe("sent");
  });

  it("sends again, after one short lease, a batch claimed by a process that died", async () => {
    const row = await storePending({});
    const claimedAt = new Date(Date.now() + 1000);
    // The dead process: it claimed the row (attempt 1, leased) and never sent it.
    await db
      .update(contactMessage)
      .set({ mailAttempts: 1, mailLockedUntil: new Date(claimedAt.getTime() + OUTBOX.leaseMs) })
      .where(eq(contactMessage.id, row.id));
    await processOutbox(db, mail(), new Date(claimedAt.getTime() + OUTBOX.leaseMs - 1));
    expect((await rowById(row.id)).mailStatus).toBe("pending");
    await processOutbox(db, mail(), new Date(claimedAt.getTime() + OUTBOX.leaseMs + 1));
    expect(await rowById(row.id)).toMatchObject({ mailStatus: "sent", mailAttempts: 2 });
    expect(OUTBOX.leaseMs).toBeLessThanOrEqual(60_000);
  });

  it("abandons a send that gets no answer in time, to retry it later", async () => {
    const row = await storePending({});
    const held = new Promise<void>((resolve) => (onHeld = resolve));
    holdNext = true;
    const result = await processOutbox(db, mail(), new Date(Date.now() + 1000), {
      ...OUTBOX,
      sendTimeoutMs: 500,
    });
    await held;
    expect(result.failed).toBeGreaterThanOrEqual(1);
    const after = await rowById(row.id);
    expect(after).toMatchObject({ mailStatus: "pending", mailAttempts: 1, mailLockedUntil: null });
    expect(after.mailLastError).toBe("no answer from the SMTP server within 0.5 s");
    releaseHeld!();
  });

  it("cannot be made to inject headers", async () => {
    const row = await storePending({ subject: "Sujet\u202E\u0007 Bcc: x@y.gn", fullName: "Nom" });
    const before = received.length;
    await processOutbox(db, mail(), new Date(Date.now() + 1000));
    const raw = received.slice(before).find((m) => m.includes(row.id))!;
    const headers = raw.slice(0, raw.indexOf("\r\n\r\n"));
    expect(headers).not.toMatch(/^Bcc:/im);
  });
});

describe("headerText", () => {
  it("removes control and bidi characters and line breaks, and bounds the length", () => {
    expect(headerText("a\r\nBcc: x\u202Ey\u0000z")).toBe("a Bcc: x y z");
    expect([...headerText("😀".repeat(300))].length).toBe(150);
  });
});
