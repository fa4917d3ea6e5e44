import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mailAttachment, mailOutbox } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { parseEnv, type Env } from "~/server/env.server";
import { processMailOutbox, queueMails } from "./mail-outbox.server";
import { startSmtpSink, type SmtpSink } from "./test-smtp.server";

// The outbox's attachments (decision 0109): stored gzipped with the message, sent as a MIME part
// with their name and type, then deleted; without SMTP, the log names them.

let t: Awaited<ReturnType<typeof openTestDb>>;
let smtp: SmtpSink;
let config: Env;
const received: { raw: string; to: string[] }[] = [];

beforeAll(async () => {
  t = await openTestDb();
  smtp = await startSmtpSink((raw, envelope) => void received.push({ raw, to: envelope.to }));
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

const pdf = Buffer.from("%PDF-1.3\n% un rapport « mensuel »\n%%EOF\n", "latin1");
const queued = (to: string) => ({
  mail: {
    kind: "report.monthly",
    to,
    subject: "Rapport d'octobre 2026",
    text: "Le rapport est joint.",
    attachments: [
      { filename: "rapport-2026-10-exemple.pdf", contentType: "application/pdf", content: pdf },
    ],
  },
  link: {
    label: "Monthly report",
    url: "http://127.0.0.1:4999/dashboard/team-performance-automation/rapports",
  },
});

describe("the outbox's attachments", { timeout: 30_000 }, () => {
  it("stores the file gzipped, sends it as a MIME part, then deletes it", async () => {
    const to = "rapport-1@exemple.gn";
    await queueMails(t.db, t.db, config, [queued(to)]); // not kicked: this test sends
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
    const files = () =>
      t.db.select().from(mailAttachment).where(eq(mailAttachment.outboxId, row!.id));
    const [stored] = await files();
    expect(gunzipSync(stored!.content).equals(pdf)).toBe(true);
    await processMailOutbox(t.db, { smtp: config.smtp!, brand: "Exemple Digital" });
    const raw = received.find((m) => m.to.includes(to))!.raw;
    expect(raw).toMatch(/^Content-Type: multipart\/mixed;/m);
    expect(raw).toMatch(/^Content-Type: application\/pdf; name=rapport-2026-10-exemple\.pdf/m);
    expect(raw).toMatch(
      /^Content-Disposition: attachment;\s+filename=rapport-2026-10-exemple\.pdf/m,
    );
    const part = raw.split(/^Content-Disposition: attachment;.*$/m)[1]!;
    const base64 = part
      .split(/\r?\n\r?\n/)[1]!
      .split(/\r?\n--/)[0]!
      .replace(/\s/g, "");
    expect(Buffer.from(base64, "base64").equals(pdf)).toBe(true);
    expect(
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id)))[0]?.status,
    ).toBe("sent");
    expect(await files()).toEqual([]);
  });

  it("sends a message without attachment as before (one text part)", async () => {
    const to = "rapport-2@exemple.gn";
    const { mail, link } = queued(to);
    (await queueMails(t.db, t.db, config, [{ mail: { ...mail, attachments: [] }, link }]))();
    await processMailOutbox(t.db, { smtp: config.smtp!, brand: "Exemple Digital" });
    await expect.poll(() => received.some((m) => m.to.includes(to))).toBe(true);
    expect(received.find((m) => m.to.includes(to))!.raw).not.toMatch(/multipart\/mixed/);
  });

  it("without SMTP, writes the link and the attachment's name to the log", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const to = "rapport-3@exemple.gn";
    (await queueMails(t.db, t.db, { ...config, smtp: undefined }, [queued(to)]))();
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Monthly report for rapport-3@exemple\.gn \(SMTP_URL is not set\): http:\/\/127\.0\.0\.1:4999\/dashboard\/team-performance-automation\/rapports \(pièce jointe\u00a0: rapport-2026-10-exemple\.pdf\)$/,
      ),
    );
    log.mockRestore();
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to))).toEqual([]);
  });
});
