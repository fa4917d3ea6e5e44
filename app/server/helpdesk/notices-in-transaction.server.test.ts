import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import MailComposer from "nodemailer/lib/mail-composer";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { helpdeskErrors } from "~/content/helpdesk";
import { inboundErrors } from "~/content/helpdesk-portal";
import { helpdeskContact, ticket } from "~/server/db/helpdesk-schema.server";
import { mailOutbox } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { parseEnv, type Env } from "~/server/env.server";
import { startSmtpSink, type SmtpSink } from "~/server/mail/test-smtp.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { inboundAction } from "./inbound/inbound-endpoint.server";
import { portalAction } from "./portal/portal-page.server";
import { channelWorkspace, type ChannelWorkspace } from "./portal/portal-test-fixtures.server";

// A ticket and its acknowledgement (the requester's private link) are written in one transaction
// (decision 0076): when the outbox cannot take the e-mail, right after the ticket was written, the
// post is refused with the French 503 and nothing is kept; the replay with the same key (or the
// same Message-ID) then opens the ticket and sends exactly one acknowledgement.

let t: Awaited<ReturnType<typeof openTestDb>>;
let smtp: SmtpSink;
let config: Env;
let ws: ChannelWorkspace;
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  t = await openTestDb();
  smtp = await startSmtpSink((raw, envelope) => {
    received.push({ raw, to: envelope.to });
  });
  config = parseEnv({
    SITE_URL: "http://127.0.0.1:4999",
    SMTP_URL: smtp.url,
    CONTACT_TO: "equipe@exemple.gn",
    MAIL_FROM: "plateforme@exemple.gn",
  });
  ws = await channelWorkspace(t.db, "Aïssatou Diallo");
}, 120_000);
afterAll(async () => {
  smtp.close();
  await t.cleanup();
});
afterEach(() => vi.restoreAllMocks());

/** Until `repair()`, every insert into the outbox fails, as a full disk or a lost connection would. */
async function breakOutbox() {
  await t.db.execute(sql`create or replace function outbox_refuses() returns trigger
    language plpgsql as $$ begin raise exception 'could not extend file: No space left on device'; end $$`);
  await t.db.execute(sql`create trigger outbox_refuses before insert on mail_outbox
    for each row execute function outbox_refuses()`);
  return () => t.db.execute(sql`drop trigger outbox_refuses on mail_outbox`);
}

const ticketsOf = (email: string) =>
  inTenant(t.db, ws.id, (tx) =>
    tx
      .select({ number: ticket.number })
      .from(ticket)
      .innerJoin(helpdeskContact, eq(helpdeskContact.id, ticket.requesterId))
      .where(eq(helpdeskContact.email, email)),
  );

/** The acknowledgements the SMTP server received for `email`, once the outbox has sent them all. */
async function acknowledgements(email: string) {
  await expect
    .poll(async () => t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)), {
      timeout: 10_000,
    })
    .toSatisfy((rows: { status: string }[]) => rows.every((r) => r.status === "sent"));
  return received.filter((m) => m.to.includes(email) && m.raw.includes("jeton="));
}

function portalPost(email: string, key: string) {
  const body = new URLSearchParams({
    name: "Fatou Camara",
    email,
    subject: "Imprimante en panne",
    description: "L'imprimante du 2e étage affiche une erreur.",
    idempotencyKey: key,
  });
  const request = new Request(`http://localhost/portail/${ws.slug}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: body.toString(),
  });
  return portalAction(
    { request, context: { clientIp: randomUUID() }, params: { slug: ws.slug } },
    t.db,
    config,
  );
}

describe("a ticket and its acknowledgement, in one transaction", { timeout: 60_000 }, () => {
  it("portal: refuses the post with nothing kept, and its replay sends one acknowledgement", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const email = "portail-panne@exemple.gn";
    const key = randomUUID().replaceAll("-", "");
    const repair = await breakOutbox();
    const refused = await portalPost(email, key);
    await repair();
    expect(refused).not.toBeInstanceOf(Response);
    expect(refused).toMatchObject({
      data: { formError: helpdeskErrors.unavailable },
      init: { status: 503 },
    });
    expect(await ticketsOf(email)).toEqual([]);

    const replayed = await portalPost(email, key);
    expect(replayed).toBeInstanceOf(Response);
    expect((replayed as Response).status).toBe(303);
    const again = await portalPost(email, key); // the browser retries once more
    expect((again as Response).headers.get("Location")).toBe(
      (replayed as Response).headers.get("Location"),
    );
    expect(await ticketsOf(email)).toHaveLength(1);
    expect(await acknowledgements(email)).toHaveLength(1);
  });

  it("inbound e-mail: answers 503 with nothing kept, and the mail server's retry is acknowledged once", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const email = "courriel-panne@exemple.gn";
    const raw = await new MailComposer({
      from: `Fatou Camara <${email}>`,
      to: "support@127.0.0.1",
      subject: "Écran noir",
      text: "Rien ne s'affiche au démarrage.",
      messageId: `<${randomUUID()}@exemple.gn>`,
    })
      .compile()
      .build();
    const deliver = () =>
      inboundAction(
        new Request(`http://localhost/api/helpdesk/inbound/${ws.slug}`, {
          method: "POST",
          headers: { "Content-Type": "message/rfc822", Authorization: `Bearer ${ws.secret}` },
          body: new Uint8Array(raw),
        }),
        ws.slug,
        t.db,
        config,
      );
    const repair = await breakOutbox();
    const refused = await deliver();
    await repair();
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ error: inboundErrors.unavailable });
    expect(await ticketsOf(email)).toEqual([]);

    const stored = await deliver();
    expect(stored.status).toBe(201);
    // The same Message-ID again: stored once, the same number answered.
    expect(await (await deliver()).json()).toEqual(await stored.json());
    expect(await ticketsOf(email)).toHaveLength(1);
    expect(await acknowledgements(email)).toHaveLength(1);
  });
});
