import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { parseEnv, type Env } from "~/server/env.server";
import {
  enqueueMail,
  MAIL_PRIORITY,
  processMailOutbox,
  pruneMailOutbox,
} from "./mail-outbox.server";
import { OUTBOX } from "./outbox.server";
import { startSmtpSink, type SmtpSink } from "./test-smtp.server";

// The outbox of account e-mails and invitations, against a real SMTP server on 127.0.0.1, on
// PGlite or PostgreSQL.

let t: Awaited<ReturnType<typeof openTestDb>>;
let smtp: SmtpSink;
let config: Env;
const received: { raw: string; to: string[] }[] = [];
let failNext = 0;

beforeAll(async () => {
  t = await openTestDb();
  smtp = await startSmtpSink((raw, envelope) => {
    if (failNext > 0) {
      failNext--;
      throw new Error("451 mailbox busy, try later");
    }
    received.push({ raw, to: envelope.to });
  });
  config = parseEnv({
    SITE_URL: "http://127.0.0.1:4999",
    SMTP_URL: smtp.url,
    CONTACT_TO: "equipe@exemple.gn",
    MAIL_FROM: "plateforme@exemple.gn",
  });
}, 120_000);
afterAll(async () => {
  smtp.close();
  await t.cleanup();
});

const sender = () => ({ smtp: config.smtp!, brand: "Exemple Digital" });
const mail = (to: string) => ({
  kind: "invitation",
  to,
  subject: "Invitation",
  text: `Ouvrez http://127.0.0.1:4999/invitation/${to}`,
});
const rowFor = async (to: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)))[0]!;

describe("the mail outbox", { timeout: 30_000 }, () => {
  it("stores a message, sends it, then forgets the link it held", async () => {
    const to = "invite-1@exemple.gn";
    await t.db
      .insert(mailOutbox)
      .values({ kind: "invitation", recipient: to, subject: "Invitation", body: mail(to).text });
    const result = await processMailOutbox(t.db, sender());
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const delivered = received.find((m) => m.to.includes(to));
    expect(delivered?.raw).toContain(`/invitation/${to}`);
    expect(delivered?.raw).toMatch(/^Auto-Submitted: auto-generated/m);
    expect(await rowFor(to)).toMatchObject({ status: "sent", body: "", attempts: 1 });
  });

  it("sends a queued message at once, in the background", async () => {
    const to = "invite-2@exemple.gn";
    await enqueueMail(t.db, config, mail(to), { label: "Invitation link", url: "x" });
    await expect.poll(async () => (await rowFor(to)).status).toBe("sent");
    expect(received.some((m) => m.to.includes(to))).toBe(true);
  });

  it("stores nothing without SMTP, and writes the link to the log instead", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const to = "sans-smtp@exemple.gn";
    await enqueueMail(t.db, { ...config, smtp: undefined }, mail(to), {
      label: "Invitation link",
      url: "http://127.0.0.1:4999/invitation/abc",
    });
    expect(log).toHaveBeenCalledWith(
      `Invitation link for ${to} (SMTP_URL is not set): http://127.0.0.1:4999/invitation/abc`,
    );
    log.mockRestore();
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to))).toEqual([]);
  });

  it("retries a refused message later, and gives up after the last attempt, emptying it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const to = "refus@exemple.gn";
    await t.db
      .insert(mailOutbox)
      .values({ kind: "reset", recipient: to, subject: "Lien", body: "secret" });
    failNext = 1;
    await processMailOutbox(t.db, sender());
    const retried = await rowFor(to);
    expect(retried).toMatchObject({ status: "pending", attempts: 1, body: "secret" });
    expect(retried.lastError).toContain("451");
    expect(retried.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    await t.db
      .update(mailOutbox)
      .set({ attempts: OUTBOX.maxAttempts - 1, nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.recipient, to));
    failNext = 1;
    await processMailOutbox(t.db, sender());
    expect(await rowFor(to)).toMatchObject({ status: "failed", body: "" });
    error.mockRestore();
  });

  it("sends account e-mails before the notices queued earlier", async () => {
    const at = (s: number) => new Date(Date.now() - 60_000 + s * 1000);
    await t.db.insert(mailOutbox).values([
      ...["avis-1", "avis-2"].map((name, i) => ({
        kind: "ticket_created",
        recipient: `${name}@exemple.gn`,
        subject: "Avis",
        body: "b",
        createdAt: at(i),
      })),
      {
        kind: "verify",
        recipient: "confirmation@exemple.gn",
        subject: "Confirmez",
        body: "b",
        createdAt: at(5),
        priority: MAIL_PRIORITY.account,
      },
    ]);
    const before = received.length;
    await processMailOutbox(t.db, sender(), new Date(), { ...OUTBOX, batch: 1 });
    expect(received.slice(before).map((m) => m.to)).toEqual([["confirmation@exemple.gn"]]);
    await processMailOutbox(t.db, sender(), new Date(), { ...OUTBOX, batch: 2 });
    expect(received.slice(before).map((m) => m.to[0])).toEqual([
      "confirmation@exemple.gn",
      "avis-1@exemple.gn",
      "avis-2@exemple.gn",
    ]);
  });

  it("sends again, after one short lease, a message claimed by a process that died", async () => {
    const to = "reprise@exemple.gn";
    const claimedAt = new Date();
    await t.db.insert(mailOutbox).values({
      kind: "reset",
      recipient: to,
      subject: "Lien",
      body: "b",
      attempts: 1,
      lockedUntil: new Date(claimedAt.getTime() + OUTBOX.leaseMs),
    });
    await processMailOutbox(t.db, sender(), new Date(claimedAt.getTime() + 61_000));
    expect(await rowFor(to)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("deletes finished messages after a day, never pending ones", async () => {
    const old = new Date(Date.now() - 2 * 86_400_000);
    await t.db.insert(mailOutbox).values([
      {
        kind: "reset",
        recipient: "vieux-envoye@exemple.gn",
        subject: "s",
        body: "",
        status: "sent",
        createdAt: old,
      },
      {
        kind: "reset",
        recipient: "vieux-attente@exemple.gn",
        subject: "s",
        body: "b",
        createdAt: old,
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      },
    ]);
    await pruneMailOutbox(t.db);
    const left = (await t.db.select().from(mailOutbox)).map((r) => r.recipient);
    expect(left).not.toContain("vieux-envoye@exemple.gn");
    expect(left).toContain("vieux-attente@exemple.gn");
  });
});
