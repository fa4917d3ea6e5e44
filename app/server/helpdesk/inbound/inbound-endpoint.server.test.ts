import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import MailComposer, { type MailComposerOptions } from "nodemailer/lib/mail-composer";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "~/server/db/client.server";
import {
  helpdeskContact,
  ticket,
  ticketAttachment,
  ticketEntry,
} from "~/server/db/helpdesk-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { ticketNumberLabel } from "~/content/helpdesk";
import { INBOUND_REALM, inboundErrors } from "~/content/helpdesk-portal";
import { env } from "~/server/env.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { RECIPIENT_MAIL_LIMIT } from "~/server/platform/recipient-bound.server";
import { helpdeskContext } from "../helpdesk-context.server";
import { inboundAction } from "./inbound-endpoint.server";
import { newInboundSecret, setInboundSecret } from "./inbound-secret.server";
import { INBOUND_MAX_BYTES } from "~/server/helpdesk/upload-routes.server";
import {
  channelWorkspace,
  ONE_PIXEL_PNG,
  type ChannelWorkspace,
} from "../portal/portal-test-fixtures.server";
import { policyOf } from "../settings/helpdesk-settings.server";
import { ticketDetail } from "../tickets/ticket-detail.server";
import { ticketPageView } from "../tickets/ticket-page-view.server";
import { changeStatus } from "../tickets/ticket-update.server";
import { awayFromWindowEdge } from "~/server/platform/window-edge-test-kit.server";

// The inbound e-mail endpoint against a real database, with messages built here: a person's mail
// opens a ticket or is added to the one it names, automatic mail is dropped, nothing is stored for
// a refused request, and a workspace only ever writes into its own tickets. The message comes as
// the body (Postfix, Bearer secret) or in a form field (inbound-mail services, Basic secret).

let t: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;
const config = env();
const host = new URL(config.siteUrl).hostname;
let a: ChannelWorkspace;
let b: ChannelWorkspace;

beforeAll(async () => {
  t = await openTestDb();
  db = t.db;
  a = await channelWorkspace(db, "Aïssatou Diallo");
  b = await channelWorkspace(db, "Mamadou Barry");
}, 120_000);
afterAll(() => t.cleanup());
afterEach(() => vi.restoreAllMocks());

let sequence = 0;
function compose(mail: MailComposerOptions = {}): Promise<Buffer> {
  sequence += 1;
  return new MailComposer({
    from: "Fatou Camara <Fatou.Camara@Exemple.GN>",
    to: `support@${host}`,
    subject: "Imprimante en panne",
    text: "Bonjour,\nl'imprimante du 2e étage ne répond plus.",
    messageId: `<m${sequence}.${Date.now()}@exemple.gn>`,
    ...mail,
  })
    .compile()
    .build();
}

const endpoint = (slug: string) => `http://localhost/api/helpdesk/inbound/${slug}`;
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`, "utf8").toString("base64")}`;

/** A raw message as the body, with `Authorization: Bearer <secret>` unless told otherwise. */
function post(
  slug: string,
  body: Buffer | string,
  {
    secret = a.secret,
    type = "message/rfc822",
    authorization,
  }: { secret?: string | null; type?: string; authorization?: string | null } = {},
) {
  const headers: Record<string, string> = { "Content-Type": type };
  const auth = authorization === undefined && secret !== null ? `Bearer ${secret}` : authorization;
  if (auth) headers.Authorization = auth;
  const request = new Request(endpoint(slug), {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : new Uint8Array(body),
  });
  return inboundAction(request, slug, db, config);
}

/** A form as an inbound-mail service posts it; a FormData body is multipart with its boundary. */
function postForm(
  slug: string,
  body: FormData | URLSearchParams,
  authorization = basic("inbound", a.secret),
) {
  const request = new Request(endpoint(slug), {
    method: "POST",
    headers: { Authorization: authorization },
    body,
  });
  return inboundAction(request, slug, db, config);
}

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const ticketsOf = (org: string) => inTenant(db, org, (tx) => tx.select().from(ticket));
const entriesOf = (org: string, ticketId: string) =>
  inTenant(db, org, (tx) =>
    tx.select().from(ticketEntry).where(eq(ticketEntry.ticketId, ticketId)),
  );
const ticketNumbered = async (org: string, label: unknown) =>
  (await ticketsOf(org)).find((row) => `TCK-${String(row.number).padStart(6, "0")}` === label)!;
const requesterOf = async (org: string, row: { requesterId: string }) => {
  const [contact] = await inTenant(db, org, (tx) =>
    tx
      .select({ name: helpdeskContact.name, email: helpdeskContact.email })
      .from(helpdeskContact)
      .where(eq(helpdeskContact.id, row.requesterId)),
  );
  return contact;
};

async function nothingStored(run: () => Promise<void>) {
  const before = await inTenant(db, a.id, (tx) =>
    tx.select({ id: ticketEntry.id }).from(ticketEntry),
  );
  await run();
  const after = await inTenant(db, a.id, (tx) =>
    tx.select({ id: ticketEntry.id }).from(ticketEntry),
  );
  expect(after.length).toBe(before.length);
}

describe("inbound e-mail: a person's mail", { timeout: 60_000 }, () => {
  it("opens a ticket from a plain text mail, and acknowledges it with the private link", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const result = await answer(
      await post(a.slug, await compose({ messageId: "<plain.1@exemple.gn>" })),
    );
    expect(result).toEqual({
      status: 201,
      body: { status: "created", number: expect.stringMatching(/^TCK-\d{6}$/) },
    });
    const row = await ticketNumbered(a.id, result.body.number);
    expect(row).toMatchObject({
      subject: "Imprimante en panne",
      description: "Bonjour,\nl'imprimante du 2e étage ne répond plus.",
      source: "email",
      status: "new",
    });
    const [opening] = await entriesOf(a.id, row.id);
    expect(opening).toMatchObject({
      kind: "event",
      messageId: "plain.1@exemple.gn",
      authorName: "Fatou Camara",
    });
    const links = log.mock.calls.map((call) => String(call[0]));
    expect(links).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^Helpdesk link for fatou\\.camara@exemple\\.gn \\(SMTP_URL is not set\\): .*/portail/${a.slug}/suivi/${row.number}\\?jeton=`,
        ),
      ),
    );
  });

  it("reads an HTML-only mail as text, markup and scripts left out", async () => {
    const mail = await compose({
      text: undefined,
      html: "<p>Bonjour,</p><p>l'écran <b>clignote</b>.</p><script>alert('x')</script>",
    });
    const { body } = await answer(await post(a.slug, mail));
    const row = await ticketNumbered(a.id, body.number);
    expect(row.description).toContain("l'écran clignote");
    expect(row.description).not.toMatch(/<|alert/);
  });

  it("decodes ISO-8859-1", async () => {
    const raw = Buffer.from(
      [
        "From: =?ISO-8859-1?Q?Fran=E7ois_K=E9ita?= <francois@exemple.gn>",
        `To: support@${host}`,
        "Subject: =?ISO-8859-1?Q?Probl=E8me_d'acc=E8s?=",
        "Message-ID: <latin1.1@exemple.gn>",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=ISO-8859-1",
        "Content-Transfer-Encoding: 8bit",
        "",
        "Le r\xe9seau est coup\xe9 depuis ce matin, d\xe9j\xe0 red\xe9marr\xe9.",
        "",
      ].join("\r\n"),
      "latin1",
    );
    const { body } = await answer(await post(a.slug, raw, { type: "application/octet-stream" }));
    const row = await ticketNumbered(a.id, body.number);
    expect(row.subject).toBe("Problème d'accès");
    expect(row.description).toBe("Le réseau est coupé depuis ce matin, déjà redémarré.");
    const [opening] = await entriesOf(a.id, row.id);
    expect(opening!.authorName).toBe("François Kéita");
  });

  it("stores the accepted attachments and names the refused ones in the text", async () => {
    const png = ONE_PIXEL_PNG;
    const mail = await compose({
      attachments: [
        { filename: "capture.png", content: png, contentType: "image/png" },
        { filename: "outil.exe", content: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 0xff]) },
      ],
    });
    const { body } = await answer(await post(a.slug, mail, { type: "text/plain" }));
    const row = await ticketNumbered(a.id, body.number);
    const files = await inTenant(db, a.id, (tx) =>
      tx.select().from(ticketAttachment).where(eq(ticketAttachment.ticketId, row.id)),
    );
    expect(files.map((f) => [f.filename, f.contentType, f.size])).toEqual([
      ["capture.png", "image/png", png.length],
    ]);
    expect(row.description).toContain("outil.exe");
  });
  it("keeps a mail of 21 files: 20 stored, the last one named in the ticket", async () => {
    const files = Array.from({ length: 21 }, (_, i) => ({
      filename: `releve-${String(i + 1).padStart(2, "0")}.txt`,
      content: `Relevé ${i + 1}`,
    }));
    const result = await answer(await post(a.slug, await compose({ attachments: files })));
    expect(result.status).toBe(201);
    const row = await ticketNumbered(a.id, result.body.number);
    const stored = await inTenant(db, a.id, (tx) =>
      tx.select().from(ticketAttachment).where(eq(ticketAttachment.ticketId, row.id)),
    );
    expect(stored).toHaveLength(20);
    expect(row.description).toContain(
      "[Pièce jointe non enregistrée (plus de 20 fichiers dans le message)\u00a0: releve-21.txt]",
    );
  });
});

/** Resolves a ticket of workspace `a` as the system would (no member acting). */
const resolveAsSystem = (number: number) =>
  inTenant(db, a.id, async (tx) =>
    changeStatus(
      await helpdeskContext(tx, { id: null, name: "Système", type: "system" }),
      number,
      undefined,
      { to: "resolved" },
    ),
  );

describe("inbound e-mail: replies", { timeout: 60_000 }, () => {
  it("adds a reply naming [TCK-…] to that ticket and reopens it once resolved", async () => {
    const first = await answer(await post(a.slug, await compose({ subject: "Wi-Fi lent" })));
    const row = await ticketNumbered(a.id, first.body.number);
    await resolveAsSystem(row.number);
    const reply = await compose({
      subject: `Re: [${String(first.body.number)}] Demande reçue : Wi-Fi lent`,
      text: "Le problème est revenu.",
      attachments: [{ filename: "note.txt", content: "journal du routeur" }],
    });
    const added = await answer(await post(a.slug, reply));
    expect(added).toEqual({ status: 200, body: { status: "added", number: first.body.number } });
    const entries = await entriesOf(a.id, row.id);
    const replyEntry = entries.find((e) => e.kind === "reply")!;
    expect(replyEntry).toMatchObject({ body: "Le problème est revenu.", authorType: "requester" });
    const files = await inTenant(db, a.id, (tx) =>
      tx.select().from(ticketAttachment).where(eq(ticketAttachment.entryId, replyEntry.id)),
    );
    expect(files.map((f) => f.filename)).toEqual(["note.txt"]);
    expect((await ticketNumbered(a.id, first.body.number)).status).toBe("in_progress");
  });

  /** A ticket opened by Aïssatou Diallo's Gmail address, then resolved. */
  async function resolvedGmailTicket() {
    const opened = await compose({
      from: "Aïssatou Diallo <aissatou.diallo@gmail.com>",
      subject: "Imprimante en panne",
    });
    const first = await answer(await post(a.slug, opened));
    const row = await ticketNumbered(a.id, first.body.number);
    await resolveAsSystem(row.number);
    return row;
  }

  /** The Gmail sample, answering ticket `label`, with its own Message-ID and results. */
  function gmailReply(label: string, results?: string) {
    let text = readFileSync(
      fileURLToPath(new URL("./inbound-samples/gmail-reply-fr.eml", import.meta.url)),
      "latin1",
    )
      .replace("[TCK-000042]", `[${label}]`)
      .replace(/^Message-ID: <([^>]+)>/m, `Message-ID: <${label}.$1>`);
    if (results !== undefined) {
      text = text.replace(/^Authentication-Results:[^]*?(?=^Received: by)/m, results);
    }
    return Buffer.from(text, "latin1");
  }

  it("shows a reply's new words, keeps its whole text, and marks its sender authenticated", async () => {
    const row = await resolvedGmailTicket();
    const label = ticketNumberLabel(row.number);
    const added = await answer(await post(a.slug, gmailReply(label)));
    expect(added.status).toBe(200);
    const reply = (await entriesOf(a.id, row.id)).find((e) => e.kind === "reply")!;
    expect(reply).toMatchObject({
      authorType: "requester",
      body: "Merci, l'imprimante fonctionne de nouveau après le redémarrage.\n\nAïssatou",
      senderCheck: "pass",
    });
    expect(reply.fullBody).toContain("> Avez-vous redémarré l'imprimante du 2e étage ?");
    expect((await ticketNumbered(a.id, label)).status).toBe("in_progress");
    // The team's thread shows the new words with the whole text; the requester's, the words only.
    const [team, requester] = await inTenant(db, a.id, async (tx) => {
      const detail = (await ticketDetail(tx, row.number, new Date()))!;
      const policy = await policyOf(tx);
      return (["team", "requester"] as const).map(
        (viewer) => ticketPageView(detail, policy, viewer, new Date()).timeline,
      );
    });
    expect(team!.find((i) => i.id === reply.id)).toMatchObject({
      type: "requester-reply",
      senderCheck: null,
      fullBody: reply.fullBody,
    });
    expect(requester!.find((i) => i.id === reply.id)).toMatchObject({ fullBody: null });
  });

  it("keeps a mail in the requester's name that fails authentication as a marked internal note", async () => {
    const row = await resolvedGmailTicket();
    const label = ticketNumberLabel(row.number);
    const failed = [
      "Authentication-Results: mx.helpdesk.conakry.gn; spf=fail smtp.mailfrom=gmail.com",
      "Authentication-Results: mx.helpdesk.conakry.gn; dkim=none",
      "Authentication-Results: mx.helpdesk.conakry.gn; dmarc=fail (p=none dis=none) header.from=gmail.com",
      "",
    ].join("\r\n");
    expect((await post(a.slug, gmailReply(label, failed))).status).toBe(200);
    const entries = await entriesOf(a.id, row.id);
    expect(entries.filter((e) => e.kind === "reply")).toHaveLength(0);
    const note = entries.find((e) => e.kind === "note")!;
    expect(note.senderCheck).toBe("fail");
    expect(note.body).toMatch(/^\[E-mail à l'adresse du demandeur \(aissatou\.diallo@gmail\.com\)/);
    expect((await ticketNumbered(a.id, label)).status).toBe("resolved");

    // No results at all (a server without SPF/DKIM/DMARC checks): the requester's reply, marked.
    const unchecked = gmailReply(label, "").toString("latin1").replace(".CAH3", ".none.CAH3");
    expect((await post(a.slug, Buffer.from(unchecked, "latin1"))).status).toBe(200);
    const reply = (await entriesOf(a.id, row.id)).find((e) => e.kind === "reply")!;
    expect(reply.senderCheck).toBe("none");
    const timeline = await inTenant(db, a.id, async (tx) =>
      ticketPageView(
        (await ticketDetail(tx, row.number, new Date()))!,
        await policyOf(tx),
        "team",
        new Date(),
      ).timeline.flatMap((i) => (i.kind === "message" ? [[i.type, i.senderCheck]] : [])),
    );
    // The description's mail had no results either (composed without them).
    expect(timeline).toEqual([
      ["description", "none"],
      ["note", "fail"],
      ["requester-reply", "none"],
    ]);
  });

  it("adds a mail whose references name a stored Message-ID to that ticket", async () => {
    const first = await answer(
      await post(a.slug, await compose({ messageId: "<thread.1@exemple.gn>" })),
    );
    const reply = await compose({
      subject: "Re: Imprimante en panne",
      text: "Je transmets à mon collègue.",
      inReplyTo: "<thread.1@exemple.gn>",
      references: ["<thread.1@exemple.gn>"],
    });
    expect(await answer(await post(a.slug, reply))).toEqual({
      status: 200,
      body: { status: "added", number: first.body.number },
    });
  });

  it("stores the same Message-ID once (a retried delivery)", async () => {
    const mail = await compose({ messageId: "<twice.1@exemple.gn>" });
    const before = (await ticketsOf(a.id)).length;
    const first = await answer(await post(a.slug, mail));
    const second = await answer(await post(a.slug, mail));
    expect(second.body).toEqual(first.body);
    expect((await ticketsOf(a.id)).length).toBe(before + 1);

    const reply = await compose({
      subject: `Re: [${String(first.body.number)}]`,
      messageId: "<twice.2@exemple.gn>",
    });
    await post(a.slug, reply);
    await post(a.slug, reply);
    const row = await ticketNumbered(a.id, first.body.number);
    expect((await entriesOf(a.id, row.id)).filter((e) => e.kind === "reply")).toHaveLength(1);
  });

  it("opens a ticket in THIS workspace for another workspace's number; the other is untouched", async () => {
    const inB = await answer(
      await post(b.slug, await compose({ subject: "Chez B" }), { secret: b.secret }),
    );
    const bRow = await ticketNumbered(b.id, inB.body.number);
    const bEntries = (await entriesOf(b.id, bRow.id)).length;
    // A's numbers are all above B's first: name a number A does not have yet.
    const missing = `TCK-${String((await ticketsOf(a.id)).length + 50).padStart(6, "0")}`;
    const before = (await ticketsOf(a.id)).length;
    const result = await answer(
      await post(a.slug, await compose({ subject: `Re: [${missing}] x` })),
    );
    expect(result.body.status).toBe("created");
    expect((await ticketsOf(a.id)).length).toBe(before + 1);
    expect((await entriesOf(b.id, bRow.id)).length).toBe(bEntries);
    expect((await ticketsOf(b.id)).length).toBe(1);
  });

  it("acknowledges at most 5 new tickets an hour to one From; the sixth is opened, no mail", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const from = "victime@exemple.gn";
    await awayFromWindowEdge(RECIPIENT_MAIL_LIMIT.windowMs);
    for (let i = 0; i < RECIPIENT_MAIL_LIMIT.max + 1; i++) {
      const mail = await compose({ from: `Inconnu <${from}>`, subject: `Texte imposé ${i}` });
      expect((await answer(await post(a.slug, mail))).body.status).toBe("created");
    }
    const acks = log.mock.calls.filter((c) => String(c[0]).startsWith(`Helpdesk link for ${from}`));
    expect(acks).toHaveLength(RECIPIENT_MAIL_LIMIT.max);
  });

  it("sends no acknowledgement when the sender suppresses automatic responses", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const mail = await compose({
      from: "Ousmane Sow <ousmane@exemple.gn>",
      headers: { "X-Auto-Response-Suppress": "All" },
    });
    expect((await answer(await post(a.slug, mail))).body.status).toBe("created");
    expect(log.mock.calls.some((call) => String(call[0]).includes("ousmane@exemple.gn"))).toBe(
      false,
    );
  });
});

describe(
  "inbound e-mail: inbound-mail services (Basic secret, raw MIME in a form)",
  { timeout: 60_000 },
  () => {
    it("accepts the secret as the HTTP Basic password, whatever the user name", async () => {
      for (const user of ["inbound", ""]) {
        const mail = await compose({ subject: `Basic ${user || "sans nom"}` });
        const result = await answer(
          await post(a.slug, mail, { authorization: basic(user, a.secret) }),
        );
        expect(result.status).toBe(201);
        expect((await ticketNumbered(a.id, result.body.number)).subject).toBe(
          `Basic ${user || "sans nom"}`,
        );
      }
    });

    it("opens a ticket from a SendGrid raw post: the whole message in the `email` field", async () => {
      const form = new FormData();
      form.set("to", `support@${host}`);
      form.set("from", "Adama Traoré <adama.traore@exemple.ml>");
      form.set(
        "envelope",
        JSON.stringify({ to: [`support@${host}`], from: "adama.traore@exemple.ml" }),
      );
      form.set("charsets", JSON.stringify({ to: "UTF-8", from: "UTF-8", subject: "UTF-8" }));
      const mail = await compose({
        from: "Adama Traoré <adama.traore@exemple.ml>",
        subject: "Accès VPN refusé",
        text: "Le VPN refuse mon mot de passe depuis ce matin.",
      });
      form.set("email", mail.toString("utf8"));
      const result = await answer(await postForm(a.slug, form));
      expect(result.status).toBe(201);
      const row = await ticketNumbered(a.id, result.body.number);
      expect(row).toMatchObject({ subject: "Accès VPN refusé", source: "email" });
      expect(row.description).toBe("Le VPN refuse mon mot de passe depuis ce matin.");
      expect(await requesterOf(a.id, row)).toEqual({
        name: "Adama Traoré",
        email: "adama.traore@exemple.ml",
      });
    });

    it("opens a ticket from a Mailgun raw post: `body-mime`, at the URL ending in .mime, multipart or urlencoded", async () => {
      const mail = await compose({
        from: "Binta Sylla <binta.sylla@exemple.sn>",
        subject: "Écran noir au démarrage",
      });
      const form = new FormData();
      form.set("recipient", `support@${host}`);
      form.set("sender", "binta.sylla@exemple.sn");
      form.set("body-mime", mail.toString("utf8"));
      const result = await answer(await postForm(`${a.slug}.mime`, form));
      expect(result.status).toBe(201);
      const row = await ticketNumbered(a.id, result.body.number);
      expect(row.subject).toBe("Écran noir au démarrage");
      expect(await requesterOf(a.id, row)).toEqual({
        name: "Binta Sylla",
        email: "binta.sylla@exemple.sn",
      });

      const urlencoded = new URLSearchParams({
        recipient: `support@${host}`,
        "body-mime": (await compose({ subject: "Souris sans fil" })).toString("utf8"),
      });
      const second = await answer(await postForm(`${a.slug}.mime`, urlencoded));
      expect(second.status).toBe(201);
      expect((await ticketNumbered(a.id, second.body.number)).subject).toBe("Souris sans fil");
    });

    it("keeps the bytes of a message sent as a file part (8-bit ISO-8859-1)", async () => {
      const raw = Buffer.from(
        [
          "From: Souleymane Keita <souleymane@exemple.gn>",
          `To: support@${host}`,
          "Subject: =?ISO-8859-1?Q?T=E9l=E9phone_bloqu=E9?=",
          "Message-ID: <file-part.1@exemple.gn>",
          "MIME-Version: 1.0",
          "Content-Type: text/plain; charset=ISO-8859-1",
          "Content-Transfer-Encoding: 8bit",
          "",
          "Le t\xe9l\xe9phone du secr\xe9tariat est bloqu\xe9.",
          "",
        ].join("\r\n"),
        "latin1",
      );
      const form = new FormData();
      form.set("email", new Blob([new Uint8Array(raw)], { type: "message/rfc822" }), "message.eml");
      const result = await answer(await postForm(a.slug, form));
      const row = await ticketNumbered(a.id, result.body.number);
      expect(row.subject).toBe("Téléphone bloqué");
      expect(row.description).toBe("Le téléphone du secrétariat est bloqué.");
    });

    // SendGrid posts multipart/form-data with the boundary "xYzZY", each field's bytes in the
    // charset its `charsets` JSON names: a Latin-1 field is Latin-1 on the wire.
    const sendgridPost = (fields: [string, Buffer | string, string?][]) => {
      const body = Buffer.concat([
        ...fields.map(([name, value, filename]) =>
          Buffer.concat([
            Buffer.from(
              `--xYzZY\r\nContent-Disposition: form-data; name="${name}"${
                filename ? `; filename="${filename}"\r\nContent-Type: text/plain` : ""
              }\r\n\r\n`,
            ),
            typeof value === "string" ? Buffer.from(value) : value,
            Buffer.from("\r\n"),
          ]),
        ),
        Buffer.from("--xYzZY--\r\n"),
      ]);
      return post(a.slug, body, {
        type: "multipart/form-data; boundary=xYzZY",
        authorization: basic("inbound", a.secret),
      });
    };
    const latin1Mail = Buffer.from(
      [
        "From: =?ISO-8859-1?Q?A=EFcha_Tour=E9?= <aicha.toure@exemple.ci>",
        `To: support@${host}`,
        "Subject: =?ISO-8859-1?Q?Probl=E8me_d'acc=E8s?=",
        "Message-ID: <latin1.sendgrid.1@exemple.ci>",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=ISO-8859-1",
        "Content-Transfer-Encoding: 8bit",
        "",
        "Je n'arrive plus \xe0 ouvrir la session sur le poste de l'accueil.",
        "",
      ].join("\r\n"),
      "latin1",
    );

    it("keeps an 8-bit ISO-8859-1 message posted by SendGrid's raw mode as a text field", async () => {
      const result = await answer(
        await sendgridPost([
          ["charsets", JSON.stringify({ to: "UTF-8", from: "iso-8859-1", subject: "iso-8859-1" })],
          ["email", latin1Mail],
        ]),
      );
      expect(result.status).toBe(201);
      const row = await ticketNumbered(a.id, result.body.number);
      expect(row.subject).toBe("Problème d'accès");
      expect(row.description).toBe(
        "Je n'arrive plus à ouvrir la session sur le poste de l'accueil.",
      );
    });

    it("rebuilds a SendGrid parsed-mode post, each field decoded with its `charsets`", async () => {
      const latin1 = (text: string) => Buffer.from(text, "latin1");
      const result = await answer(
        await sendgridPost([
          [
            "headers",
            [
              "Received: by mx0047p1mdw1.sendgrid.net with SMTP id 6WCVv7KAWn Wed, 27 Nov 2026 09:11:21 +0000 (UTC)",
              "From: =?ISO-8859-1?Q?Fran=E7oise_Kon=E9?= <francoise.kone@exemple.ml>",
              `To: support@${host}`,
              "Subject: =?ISO-8859-1?Q?Imprimante_du_2e_=E9tage?=",
              "Message-ID: <parsed.sendgrid.1@exemple.ml>",
              // Came with the message: SendGrid's own verdicts (SPF, dkim) replace it.
              "Authentication-Results: mx.exemple.ml; dmarc=fail header.from=exemple.ml",
              "MIME-Version: 1.0",
              'Content-Type: multipart/mixed; boundary="----=_Part_1"',
              "",
            ].join("\n"),
          ],
          ["dkim", "{@exemple.ml : pass}"],
          ["to", `support@${host}`],
          ["from", latin1("Françoise Koné <francoise.kone@exemple.ml>")],
          ["text", latin1("L'imprimante du 2e étage affiche « bourrage » à chaque page.\n")],
          ["sender_ip", "203.0.113.7"],
          [
            "envelope",
            JSON.stringify({ to: [`support@${host}`], from: "francoise.kone@exemple.ml" }),
          ],
          ["attachments", "1"],
          ["subject", latin1("Imprimante du 2e étage")],
          [
            "charsets",
            JSON.stringify({
              to: "UTF-8",
              from: "iso-8859-1",
              subject: "iso-8859-1",
              text: "iso-8859-1",
            }),
          ],
          ["SPF", "pass"],
          ["attachment1", "Compteur : 48 213 pages", "compteur.txt"],
        ]),
      );
      expect(result.status).toBe(201);
      const row = await ticketNumbered(a.id, result.body.number);
      expect(row.subject).toBe("Imprimante du 2e étage");
      expect(row.description).toBe("L'imprimante du 2e étage affiche « bourrage » à chaque page.");
      expect(await requesterOf(a.id, row)).toEqual({
        name: "Françoise Koné",
        email: "francoise.kone@exemple.ml",
      });
      const files = await inTenant(db, a.id, (tx) =>
        tx.select().from(ticketAttachment).where(eq(ticketAttachment.ticketId, row.id)),
      );
      expect(files.map((f) => f.filename)).toEqual(["compteur.txt"]);
      const opening = (await entriesOf(a.id, row.id)).find((e) => e.kind === "event")!;
      expect(opening.senderCheck).toBe("pass");
    });

    it("refuses a form without the message field (400) and a form over 36 MiB (413); nothing stored", async () => {
      await nothingStored(async () => {
        const parsed = new FormData();
        parsed.set("from", "Fatou Camara <fatou.camara@exemple.gn>");
        parsed.set("subject", "Imprimante en panne");
        parsed.set("text", "Bonjour");
        expect(await answer(await postForm(a.slug, parsed))).toEqual({
          status: 400,
          body: { error: inboundErrors.noMessage },
        });
        const empty = new URLSearchParams({ email: "" });
        expect((await postForm(a.slug, empty)).status).toBe(400);

        const large = new FormData();
        large.set("email", new Blob([new Uint8Array(INBOUND_MAX_BYTES)]), "message.eml");
        expect(await answer(await postForm(a.slug, large))).toEqual({
          status: 413,
          body: { error: inboundErrors.tooLarge },
        });
      });
    });
  },
);

describe("inbound e-mail: what is dropped or refused", { timeout: 60_000 }, () => {
  it("acknowledges an auto-reply with 202 and stores nothing", async () => {
    await nothingStored(async () => {
      const mail = await compose({
        subject: "Absence du bureau",
        headers: { "Auto-Submitted": "auto-replied" },
      });
      expect(await answer(await post(a.slug, mail))).toEqual({
        status: 202,
        body: { status: "ignored", number: null },
      });
    });
  });

  it("leaves a resolved ticket resolved when iCloud's vacation responder answers", async () => {
    const first = await answer(await post(a.slug, await compose({ subject: "Scanner lent" })));
    const row = await ticketNumbered(a.id, first.body.number);
    await resolveAsSystem(row.number);
    // iCloud sets neither Auto-Submitted nor Precedence; Postfix (flags=q) adds no Return-Path.
    const vacation = await compose({
      subject: `Re: [${String(first.body.number)}] Votre demande est résolue`,
      text: "Je suis en congés jusqu'au 19 octobre.",
      headers: { "X-Apple-Action": "VACATION" },
    });
    const result = await answer(await post(a.slug, vacation));
    expect(result).toEqual({ status: 202, body: { status: "ignored", number: null } });
    expect((await ticketNumbered(a.id, first.body.number)).status).toBe("resolved");
    expect((await entriesOf(a.id, row.id)).filter((e) => e.kind !== "event")).toHaveLength(0);
  });

  it("drops a loop: our own address coming back", async () => {
    await nothingStored(async () => {
      const mail = await compose({
        from: `no-reply@${host}`,
        subject: "[TCK-000001] Demande reçue",
      });
      expect((await answer(await post(a.slug, mail))).body.status).toBe("ignored");
    });
  });

  it("answers the same 401 with a Basic challenge to no credentials, a wrong secret (Bearer or Basic), an unknown workspace, or one without a secret", async () => {
    const mail = await compose();
    const refused = async (response: Response) => {
      expect(response.headers.get("WWW-Authenticate")).toBe(
        `Basic realm="${INBOUND_REALM}", charset="UTF-8"`,
      );
      expect(await answer(response)).toEqual({
        status: 401,
        body: { error: inboundErrors.unauthorized },
      });
    };
    await nothingStored(async () => {
      for (const response of [
        await post(a.slug, mail, { secret: null }),
        await post(a.slug, mail, { secret: "mauvais-secret" }),
        await post(a.slug, mail, { authorization: basic("inbound", "mauvais-secret") }),
        await post(a.slug, mail, { authorization: basic(a.secret, "") }),
        await post(a.slug, mail, { secret: b.secret }),
        await post("espace-inconnu-000000", mail),
        await post("../" + a.slug, mail),
      ]) {
        await refused(response);
      }
    });
    await inTenant(db, b.id, (tx) => setInboundSecret(tx, null));
    await refused(await post(b.slug, mail, { secret: b.secret }));
    const again = newInboundSecret();
    await inTenant(db, b.id, (tx) => setInboundSecret(tx, again.hash));
    b.secret = again.secret;
  });

  it("refuses malformed MIME with a French 400, and other content types with 415", async () => {
    await nothingStored(async () => {
      const malformed = await answer(await post(a.slug, "ceci n'est pas un e-mail\x00\x01"));
      expect(malformed.status).toBe(400);
      expect(malformed.body.error).toMatch(/e-mail lisible|expéditeur/);
      expect((await post(a.slug, await compose(), { type: "application/json" })).status).toBe(415);
    });
  });

  it("refuses a read-only workspace with 403", async () => {
    const closed = await channelWorkspace(db, "Kadiatou Baldé", 0);
    const refused = await post(closed.slug, await compose(), { secret: closed.secret });
    expect(refused.status).toBe(403);
    expect(await ticketsOf(closed.id)).toHaveLength(0);
  });

  it("answers 405 to anything but POST", async () => {
    const request = new Request(`http://localhost/api/helpdesk/inbound/${a.slug}`);
    expect((await inboundAction(request, a.slug, db, config)).status).toBe(405);
  });
});
