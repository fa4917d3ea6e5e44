import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/server/db/client.server";
import { contactMessage } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { storeContact } from "~/server/contact/index.server";
import { kickOutbox, startOutboxLoop } from "./outbox.server";
import { startSmtpSink, type SmtpSink } from "./test-smtp.server";

// Stopping the outbox (at shutdown): no new batch starts, and the batch in progress is finished.

let handle: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;
let smtp: SmtpSink;
let smtpUrl: string;
let release = () => {};
let held: Promise<void> = Promise.resolve();
let arrived = 0;

beforeAll(async () => {
  handle = await openTestDb();
  db = handle.db;
  smtp = await startSmtpSink(() => {
    arrived++;
    return held;
  });
  smtpUrl = smtp.url;
}, 120_000);

afterAll(async () => {
  smtp?.close();
  await handle?.cleanup();
});

async function storePending(): Promise<string> {
  const key = randomUUID();
  await storeContact(db, {
    message: {
      fullName: "Aminata Condé",
      email: "aminata@exemple.gn",
      subject: "Arrêt du serveur",
      message: "Bonjour",
    },
    idempotencyKey: key,
    ipHash: randomUUID(),
    userAgent: null,
    mail: true,
  });
  const [row] = await db
    .select({ id: contactMessage.id })
    .from(contactMessage)
    .where(eq(contactMessage.idempotencyKey, key));
  return row!.id;
}

const statusOf = async (id: string) =>
  (await db.select().from(contactMessage).where(eq(contactMessage.id, id)))[0]!.mailStatus;

describe("outbox loop", { timeout: 60_000 }, () => {
  it("finishes the batch in progress when stopped, and starts no other", async () => {
    held = new Promise((resolve) => (release = resolve));
    const first = await storePending();
    const mail = { smtpUrl, to: ["equipe@exemple.gn"], from: "site@exemple.gn" };
    const stop = startOutboxLoop(db, mail, 60_000);
    await expect.poll(() => arrived, { timeout: 20_000 }).toBe(1); // the SMTP server holds it

    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    const second = await storePending();
    kickOutbox(db, mail); // a post committed during shutdown: left for the next process
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stopped).toBe(false);

    release();
    await stopping;
    expect(await statusOf(first)).toBe("sent");
    expect(await statusOf(second)).toBe("pending");
    expect(arrived).toBe(1);
  });
});
