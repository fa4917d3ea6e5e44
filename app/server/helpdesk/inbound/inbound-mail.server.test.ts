import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import MailComposer, { type MailComposerOptions } from "nodemailer/lib/mail-composer";
import { describe, expect, it } from "vitest";
import { InboundMailError, parseInboundMail, type InboundMail } from "./inbound-mail.server";
import { ONE_PIXEL_PNG } from "../portal/portal-test-fixtures.server";

const OPTIONS = {
  limits: { maxBytes: 200_000, maxAttachments: 4, maxAttachmentBytes: 20_000 },
  ownAddresses: ["Support@Helpdesk.Conakry.gn", "noreply@helpdesk.conakry.gn"],
  ownMessageIdDomain: "helpdesk.conakry.gn",
};
const OUR_ID = "ticket-42.k3f9@helpdesk.conakry.gn";

/** A message as a mail client would send it (nodemailer's MIME builder). */
function compose(mail: MailComposerOptions): Promise<Buffer> {
  return new MailComposer({
    from: "Aïssatou Diallo <Aissatou.Diallo@Exemple.GN>",
    to: "support@helpdesk.conakry.gn",
    subject: "Imprimante en panne",
    text: "Bonjour",
    ...mail,
  })
    .compile()
    .build();
}

/** A hand-written message, for what a builder would not produce; `latin1` keeps bytes 0x80–0xFF. */
function raw(headers: string[], body = "Bonjour", encoding: BufferEncoding = "utf8"): Buffer {
  const base = [
    "From: Mamadou Bah <mamadou@exemple.gn>",
    "To: support@helpdesk.conakry.gn",
    "Subject: Demande",
    "Message-ID: <m1@exemple.gn>",
    "Date: Mon, 2 Nov 2026 10:00:00 +0000",
  ];
  const names = new Set(headers.map((line) => line.split(":")[0]!.toLowerCase()));
  const kept = base.filter((line) => !names.has(line.split(":")[0]!.toLowerCase()));
  return Buffer.from([...kept, ...headers, "", body, ""].join("\r\n"), encoding);
}

const parse = (message: Buffer, options = OPTIONS) => parseInboundMail(message, options);

async function mailOf(message: Buffer): Promise<InboundMail> {
  const result = await parse(message);
  expect(result.kind).toBe("mail");
  return result.mail;
}

async function refusal(promise: Promise<unknown>): Promise<InboundMailError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InboundMailError);
  return error as InboundMailError;
}

describe("parseInboundMail: a person's mail", () => {
  it("gives the sender, subject, text and ids of a plain text mail", async () => {
    const mail = await mailOf(
      await compose({ text: "Ligne 1\r\nLigne 2\r\n\r\n", messageId: "<abc.1@Exemple.gn>" }),
    );
    expect(mail).toEqual({
      from: { name: "Aïssatou Diallo", address: "aissatou.diallo@exemple.gn" },
      subject: "Imprimante en panne",
      text: "Ligne 1\nLigne 2",
      reply: "Ligne 1\nLigne 2",
      // No Authentication-Results: nothing vouches for the sender.
      senderCheck: "none",
      messageId: "abc.1@Exemple.gn",
      references: [],
      ticketNumber: null,
      attachments: [],
      leftOut: [],
      autoResponseSuppressed: false,
    });
  });

  it("keeps only the line breaks of the text: bare CR becomes LF, controls go", async () => {
    const mail = await mailOf(
      raw(
        ["Content-Type: text/plain; charset=utf-8"],
        "Ligne 1\rLigne 2\u0007 \u001b[31mrouge\u202E",
      ),
    );
    expect(mail.text).toBe("Ligne 1\nLigne 2 [31mrouge");
  });

  it("turns an HTML-only mail into text, without its scripts and styles", async () => {
    const mail = await mailOf(
      await compose({
        text: undefined,
        html: "<html><head><style>p{color:red}</style><script>alert('x')</script></head><body><p>Bonjour, l'imprimante <b>affiche</b> une erreur.</p><script>steal()</script><p>Merci</p></body></html>",
      }),
    );
    expect(mail.text).toBe("Bonjour, l'imprimante affiche une erreur.\n\nMerci");
  });

  it("reads the HTML body inside a multipart/related (an inline image) or a multipart/mixed", async () => {
    // An HTML body with an inline image and no text/plain alternative: nodemailer, like the
    // webmails that send no text part, builds multipart/related { text/html, image/png }.
    const related = await compose({
      text: undefined,
      html: '<div dir="ltr">Bonjour,<div>voici l\'écran d\'erreur\u00a0: <img src="cid:ii_m3k2"></div><div>Merci</div></div>',
      attachments: [{ filename: "erreur.png", content: ONE_PIXEL_PNG, cid: "ii_m3k2" }],
    });
    expect(related.toString("latin1")).toMatch(/multipart\/related/);
    const mail = await mailOf(related);
    expect(mail.text).toMatch(/^Bonjour,\nvoici l'écran d'erreur\u00a0:/);
    expect(mail.text).toMatch(/Merci$/);
    expect(mail.attachments.map((a) => a.filename)).toEqual(["erreur.png"]);

    const mixed = await compose({
      text: undefined,
      html: "<p>Ci-joint la facture du <b>toner</b>.</p>",
      attachments: [{ filename: "facture.pdf", content: Buffer.from("%PDF-1.4\n%%EOF\n") }],
    });
    expect(mixed.toString("latin1")).toMatch(/multipart\/mixed/);
    expect((await mailOf(mixed)).text).toBe("Ci-joint la facture du toner.");
  });

  it("gives no text, but still the mail, when the HTML is too long to convert", async () => {
    const html = `<p>${"Bonjour ".repeat(70_000)}</p>`;
    const limits = { ...OPTIONS.limits, maxBytes: 1_000_000 };
    const result = await parse(await compose({ text: undefined, html }), { ...OPTIONS, limits });
    expect(result).toMatchObject({
      kind: "mail",
      mail: { text: "", subject: "Imprimante en panne" },
    });
  });

  it("prefers the text/plain part to the HTML one", async () => {
    const mail = await mailOf(
      await compose({ text: "Version texte", html: "<p>Version HTML</p>" }),
    );
    expect(mail.text).toBe("Version texte");
  });

  it("cleans the subject: controls out, bounded, a default when empty", async () => {
    // An encoded word may carry CR/LF: decoded, they must not survive into a one-line value.
    const injected = await mailOf(raw(["Subject: =?UTF-8?Q?Bonjour=0D=0ABcc:_x@y.gn=07?="]));
    expect(injected.subject).toBe("Bonjour Bcc: x@y.gn");

    const long = await mailOf(raw([`Subject: ${"Re: ".repeat(80)}[TCK-000042] Imprimante`]));
    expect([...long.subject]).toHaveLength(200);
    expect(long.subject.startsWith("Re: Re: ")).toBe(true);
    expect(long.ticketNumber).toBe(42);

    expect((await mailOf(raw(["Subject:   "]))).subject).toBe("(sans objet)");
  });

  it("bounds the text at 20,000 characters", async () => {
    const mail = await mailOf(await compose({ text: "é".repeat(30_000) }));
    expect(mail.text).toBe("é".repeat(20_000));
  });

  it.each([
    ["Re: [TCK-000042] Imprimante", 42],
    ["Fwd: relance tck-7 écran", 7],
    ["TCK-000123", 123],
    ["Imprimante en panne", null],
    ["XTCK-5 n'est pas un ticket", null],
    ["[TCK-000000]", null],
  ])("reads the ticket number of %j", async (subject, expected) => {
    expect((await mailOf(await compose({ subject }))).ticketNumber).toBe(expected);
  });

  it("keeps a person's reply to our notification, with its references", async () => {
    const result = await parse(
      await compose({
        subject: "Re: [TCK-000042] Imprimante",
        inReplyTo: `<${OUR_ID}>`,
        references: ["<debut@exemple.gn>", `<${OUR_ID}>`],
      }),
    );
    expect(result.kind).toBe("mail");
    expect(result.mail.references).toEqual([OUR_ID, "debut@exemple.gn"]);
    expect(result.mail.ticketNumber).toBe(42);
  });

  it("accepts X-Auto-Response-Suppress as a wish for no acknowledgement, not as an auto-reply", async () => {
    const mail = await mailOf(raw(["X-Auto-Response-Suppress: All"]));
    expect(mail.autoResponseSuppressed).toBe(true);
    expect((await mailOf(raw(["X-Auto-Response-Suppress: DR, OOF"]))).autoResponseSuppressed).toBe(
      true,
    );
    expect((await mailOf(raw(["X-Auto-Response-Suppress: DR, RN"]))).autoResponseSuppressed).toBe(
      false,
    );
  });
});

describe("parseInboundMail: charsets and encodings", () => {
  it("decodes an ISO-8859-1 quoted-printable body and encoded-word headers", async () => {
    const mail = await mailOf(
      raw(
        [
          "From: =?ISO-8859-1?Q?Fran=E7ois_K=E9ita?= <francois@exemple.gn>",
          "Subject: =?ISO-8859-1?Q?D=E9j=E0_re=E7u?= =?UTF-8?B?wqvCoMWTdXZyZcKgwrs=?=",
          "Content-Type: text/plain; charset=ISO-8859-1",
          "Content-Transfer-Encoding: quoted-printable",
        ],
        "Voil=E0 le re=E7u, d=E9j=E0 envoy=E9.\r\nGar=E7on",
      ),
    );
    expect(mail.from).toEqual({ name: "François Kéita", address: "francois@exemple.gn" });
    expect(mail.subject).toBe("Déjà reçu« œuvre »");
    expect(mail.text).toBe("Voilà le reçu, déjà envoyé.\nGarçon");
  });

  it("decodes Windows-1252 bytes (œ is 0x9C) sent as 8bit and as base64", async () => {
    const eightBit = raw(
      ["Content-Type: text/plain; charset=windows-1252", "Content-Transfer-Encoding: 8bit"],
      "C\x9cur \xe0 l'ouvrage, fa\xe7ade d\xe9j\xe0 peinte",
      "latin1",
    );
    expect((await mailOf(eightBit)).text).toBe("Cœur à l'ouvrage, façade déjà peinte");

    const base64 = Buffer.from("C\x9cur \xe0 l'ouvrage", "latin1").toString("base64");
    const encoded = raw(
      ["Content-Type: text/plain; charset=windows-1252", "Content-Transfer-Encoding: base64"],
      base64,
    );
    expect((await mailOf(encoded)).text).toBe("Cœur à l'ouvrage");
  });
});

describe("parseInboundMail: attachments", () => {
  const pdf = Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n%%EOF\n", "latin1");
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

  it("keeps the files with safe names, and not the other renderings of the body", async () => {
    const mail = await mailOf(
      await compose({
        html: "<p>Voir la capture</p>",
        // Other renderings of the body (an invitation, Apple Watch's HTML), not files.
        alternatives: [
          {
            contentType: "text/calendar; method=REQUEST",
            content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR",
          },
          { contentType: "text/watch-html", content: "<b>Voir la capture</b>" },
        ],
        attachments: [
          { filename: "../../etc/passwd", content: pdf, contentType: "application/pdf" },
          { filename: "C:\\Users\\moi\\capture\u0007 écran.png", content: png },
          { filename: "..", content: "x", contentType: "text/plain" },
          { filename: `${"r".repeat(300)}.pdf`, content: pdf },
        ],
      }),
    );
    expect(
      mail.attachments.map(({ filename, contentType, size }) => ({ filename, contentType, size })),
    ).toEqual([
      { filename: "passwd", contentType: "application/pdf", size: pdf.length },
      { filename: "capture écran.png", contentType: "image/png", size: png.length },
      { filename: "piece-jointe", contentType: "text/plain", size: 1 },
      { filename: `${"r".repeat(116)}.pdf`, contentType: "application/pdf", size: pdf.length },
    ]);
    expect(mail.attachments[0]!.content.equals(pdf)).toBe(true);
    expect(mail.attachments[1]!.content.equals(png)).toBe(true);
  });

  it("keeps the files that fit the count and the total size, and names the others", async () => {
    const files = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ filename: `f${index}.pdf`, content: pdf }));
    const six = await mailOf(await compose({ attachments: files(6) }));
    expect(six.attachments.map((a) => a.filename)).toEqual([
      "f0.pdf",
      "f1.pdf",
      "f2.pdf",
      "f3.pdf",
    ]);
    expect(six.leftOut).toEqual([
      { filename: "f4.pdf", reason: "count" },
      { filename: "f5.pdf", reason: "count" },
    ]);

    // 20,000 bytes in all: the large scan is left out, the small file after it still fits.
    const sized = await mailOf(
      await compose({
        attachments: [
          { filename: "devis.pdf", content: Buffer.alloc(12_000, 1) },
          { filename: "scan.pdf", content: Buffer.alloc(9_000, 1) },
          { filename: "note.txt", content: "x".repeat(8_000) },
        ],
      }),
    );
    expect(sized.attachments.map((a) => a.filename)).toEqual(["devis.pdf", "note.txt"]);
    expect(sized.leftOut).toEqual([{ filename: "scan.pdf", reason: "size" }]);
  });

  it("refuses a message of hundreds of parts before buffering them all (413)", async () => {
    const flood = Array.from({ length: 300 }, (_, index) => ({
      filename: `f${index}.txt`,
      content: "x",
    }));
    const refused = await refusal(
      parse(await compose({ attachments: flood }), {
        ...OPTIONS,
        limits: { ...OPTIONS.limits, maxBytes: 1_000_000 },
      }),
    );
    expect(refused.status).toBe(413);
    expect(refused.message).toMatch(/trop de parties/);
  });
});

describe("parseInboundMail: mail that must not open a ticket", () => {
  it("ignores an out-of-office reply", async () => {
    const result = await parse(
      raw(["Subject: Absence du bureau", "Auto-Submitted: auto-replied"], "Je suis absent."),
    );
    expect(result).toMatchObject({ kind: "ignored", reason: "auto_reply" });
    expect(result.mail.subject).toBe("Absence du bureau");
  });

  it.each([
    "Auto-Submitted: auto-generated",
    'Auto-Submitted: auto-replied; owner-email="x@exemple.gn"',
    "X-Autoreply: yes",
    "X-Autorespond: Absent",
    "Precedence: bulk",
    "Precedence: junk",
    "Precedence: list",
    "Precedence: auto_reply",
    "List-Id: Annonces <annonces.exemple.gn>",
    "List-Unsubscribe: <mailto:desinscription@exemple.gn>",
    "Content-Type: multipart/report; report-type=disposition-notification; boundary=x",
  ])("treats %j as an auto-reply", async (header) => {
    expect(await parse(raw([header]))).toMatchObject({ kind: "ignored", reason: "auto_reply" });
  });

  it.each(["Auto-Submitted: no", "Precedence: first-class", "X-Auto-Response-Suppress: OOF"])(
    "keeps a mail with %j",
    async (header) => {
      expect((await parse(raw([header]))).kind).toBe("mail");
    },
  );

  it("ignores a bounce", async () => {
    const dsn = raw(
      [
        "Return-Path: <>",
        "From: MAILER-DAEMON@mx.exemple.gn (Mail Delivery System)",
        "Subject: Undelivered Mail Returned to Sender",
        'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
      ],
      [
        "--b1",
        "Content-Type: text/plain",
        "",
        "I'm sorry to have to inform you that your message could not be delivered.",
        "--b1",
        "Content-Type: message/delivery-status",
        "",
        "Final-Recipient: rfc822; inconnu@exemple.gn",
        "Action: failed",
        "Status: 5.1.1",
        "--b1--",
      ].join("\r\n"),
    );
    expect(await parse(dsn)).toMatchObject({ kind: "ignored", reason: "bounce" });
  });

  it.each([
    "Return-Path: <>",
    "From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>",
    "From: postmaster@exemple.gn",
    "X-Failed-Recipients: inconnu@exemple.gn",
    "Content-Type: multipart/report; report-type=delivery-status; boundary=x",
  ])("treats %j as a bounce", async (header) => {
    expect(await parse(raw([header]))).toMatchObject({ kind: "ignored", reason: "bounce" });
  });

  it("classifies a null Return-Path with Auto-Submitted as an auto-reply, not a bounce", async () => {
    const result = await parse(raw(["Return-Path: <>", "Auto-Submitted: auto-replied"]));
    expect(result).toMatchObject({ kind: "ignored", reason: "auto_reply" });
  });

  it("keeps a Return-Path that is not empty", async () => {
    expect((await parse(raw(["Return-Path: <mamadou@exemple.gn>"]))).kind).toBe("mail");
  });

  it.each([
    ["our own address as sender", ["From: Helpdesk <SUPPORT@helpdesk.conakry.gn>"]],
    ["X-Loop naming our address", ["X-Loop: noreply@helpdesk.conakry.gn"]],
    [
      "an automatic answer to our message",
      ["Auto-Submitted: auto-replied", `In-Reply-To: <${OUR_ID}>`],
    ],
    ["our Message-ID on automatic mail", [`Message-ID: <${OUR_ID}>`, "Precedence: bulk"]],
  ])("treats %s as a loop", async (_, headers) => {
    expect(await parse(raw(headers))).toMatchObject({ kind: "ignored", reason: "loop" });
  });

  // iCloud's vacation responder: no Auto-Submitted, no Precedence, only X-Apple-Action; and
  // Postfix's pipe transport (flags=q) adds no Return-Path. Headers as iCloud writes them.
  const icloudVacation = (extra: string[] = []) =>
    raw(
      [
        "From: Aissatou Diallo <aissatou.diallo@icloud.com>",
        "Subject: Re: [TCK-000042] Imprimante en panne",
        "Message-ID: <5E0C0A3B-7C1D-4C61-9B77-1A2B3C4D5E6F@icloud.com>",
        "Content-Type: text/plain; charset=utf-8",
        "Content-Transfer-Encoding: quoted-printable",
        "Mime-Version: 1.0",
        "X-Apple-Action: VACATION",
        ...extra,
      ],
      "Je suis en cong=C3=A9s jusqu'au 19 octobre.",
    );

  it("ignores iCloud's vacation reply, which says so only with X-Apple-Action", async () => {
    expect(await parse(icloudVacation())).toMatchObject({ kind: "ignored", reason: "auto_reply" });
    const toOurs = await parse(icloudVacation([`In-Reply-To: <${OUR_ID}>`]));
    expect(toOurs).toMatchObject({ kind: "ignored", reason: "loop" });
    // The same header names the folder of ordinary mail delivered to an iCloud mailbox.
    const filed = raw(["X-Apple-Action: MOVE_TO_FOLDER/INBOX", "X-Apple-MoveToFolder: INBOX"]);
    expect((await parse(filed)).kind).toBe("mail");
  });

  it.each([
    "Réponse automatique\u00a0: Imprimante en panne",
    "Automatic reply: Imprimante en panne",
    "Out of Office: Imprimante en panne",
    "Out of Office AutoReply: Imprimante en panne",
    "Absence du bureau : [TCK-000042] Imprimante en panne",
  ])("ignores an auto-reply recognised by its subject alone: %j", async (subject) => {
    const result = await parse(raw([`Subject: ${subject}`]));
    expect(result).toMatchObject({ kind: "ignored", reason: "auto_reply" });
  });

  it("reads a bare auto-reply subject as one only on an answer: a fresh mail may be a request", async () => {
    const answer = raw(["Subject: Absence du bureau", "In-Reply-To: <m0@exemple.gn>"]);
    expect(await parse(answer)).toMatchObject({ kind: "ignored", reason: "auto_reply" });
    expect((await parse(raw(["Subject: Absence du bureau"]))).kind).toBe("mail");
    expect((await parse(raw(["Subject: Out of office printer broken"]))).kind).toBe("mail");
  });

  it("treats X-Auto-Response-Suppress on an answer as Exchange's auto-reply mark", async () => {
    const oof = raw([
      "Subject: Imprimante en panne",
      "X-Auto-Response-Suppress: All",
      "In-Reply-To: <m0@exemple.gn>",
      "Thread-Topic: Imprimante en panne",
    ]);
    expect(await parse(oof)).toMatchObject({ kind: "ignored", reason: "auto_reply" });
  });

  it("treats an empty Return-Path as the null reverse-path", async () => {
    expect(await parse(raw(["Return-Path: "]))).toMatchObject({
      kind: "ignored",
      reason: "bounce",
    });
  });

  it("keeps an X-Loop that names someone else", async () => {
    expect((await parse(raw(["X-Loop: liste@exemple.gn"]))).kind).toBe("mail");
  });
});

describe("parseInboundMail: refused input", () => {
  it("refuses a message over maxBytes before parsing it (413)", async () => {
    // Junk that would be a 400 if it were parsed.
    const error = await refusal(parse(Buffer.alloc(OPTIONS.limits.maxBytes + 1, 0xff)));
    expect(error.status).toBe(413);
    expect(error.message).toMatch(/taille maximale/);
  });

  // Deterministic "random" bytes: the same junk on every run.
  const junk = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 2654435761) >>> 24));

  it.each([
    ["nothing", Buffer.alloc(0)],
    ["text with no headers", Buffer.from("Bonjour, ceci n'est pas un e-mail.\r\n\r\nMerci")],
    ["binary junk", junk],
    ["no From", Buffer.from("To: support@helpdesk.conakry.gn\r\nSubject: x\r\n\r\nBonjour")],
    ["a From without address", raw(["From: Jean Dupont"])],
    ["a From with a broken address", raw(["From: <jean@>"])],
    ["a From with a space in the address", raw(['From: "jean dupont"@exemple.gn'])],
  ])("refuses %s (400, in French)", async (_, message) => {
    const error = await refusal(parse(message));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/e-mail lisible|expéditeur/);
  });
});

const sample = (name: string) =>
  readFileSync(fileURLToPath(new URL(`./inbound-samples/${name}`, import.meta.url)));

describe("parseInboundMail: the receiving server's verdict on the sender", () => {
  const ios = sample("iphone-reply-dkim-pass.eml");
  const withFrom = (message: Buffer, from: string) =>
    Buffer.from(message.toString("latin1").replace(/^From: .*$/m, `From: ${from}`), "latin1");

  it("passes a sender the receiving server authenticated (DMARC, under Postfix's Received)", async () => {
    const result = await parse(ios);
    expect(result.mail.senderCheck).toBe("pass");
    expect((await parse(sample("gmail-reply-fr.eml"))).mail.senderCheck).toBe("pass");
  });

  it("fails a From that the server's results do not cover (a forged address)", async () => {
    // The same server's passes are for gmail.com: they say nothing of exemple.gn.
    const forged = await parse(withFrom(ios, "Mamadou Bah <mamadou@exemple.gn>"));
    expect(forged.mail.senderCheck).toBe("fail");
  });

  it("never reads an Authentication-Results that came with the message", async () => {
    // Written by the sender under the sending servers' Received lines: not the receiving server's.
    const text = withFrom(ios, "Mamadou Bah <mamadou@exemple.gn>").toString("latin1");
    const forged = text.replace(
      /^(Received: from smtpclient\.apple)/m,
      "Authentication-Results: mx.exemple-digital.gn; dmarc=pass header.from=exemple.gn\r\n$1",
    );
    expect((await parse(Buffer.from(forged, "latin1"))).mail.senderCheck).toBe("fail");
  });

  it("reads only the configured authserv-id when one is set, and says none without results", async () => {
    const trusted = { ...OPTIONS, authservIds: ["mx.exemple-digital.gn"] };
    expect((await parse(ios, trusted)).mail.senderCheck).toBe("pass");
    const other = { ...OPTIONS, authservIds: ["mx.helpdesk.conakry.gn"] };
    expect((await parse(ios, other)).mail.senderCheck).toBe("none");
    expect((await mailOf(raw([]))).senderCheck).toBe("none");
  });
});

describe("parseInboundMail: a reply's new words", () => {
  it("cuts Gmail's quoted history, keeping the whole text", async () => {
    const mail = await mailOf(sample("gmail-reply-fr.eml"));
    expect(mail.reply).toBe(
      "Merci, l'imprimante fonctionne de nouveau après le redémarrage.\n\nAïssatou",
    );
    expect(mail.text).toContain("> Avez-vous redémarré l'imprimante du 2e étage ?");
  });

  it("cuts iPhone Mail's quoted history and its 'Envoyé de mon iPhone'", async () => {
    const mail = await mailOf(sample("iphone-reply-dkim-pass.eml"));
    expect(mail.reply).toBe(
      "Bonjour,\n\nC'est bon pour moi : l'imprimante du 2e étage imprime de nouveau depuis ce matin.\nVous pouvez clore la demande.",
    );
    expect(mail.text).toContain("> Avez-vous redémarré l'imprimante");
  });

  it("cuts Outlook's French header block and the signature", async () => {
    const mail = await mailOf(
      await compose({
        subject: "RE: [TCK-000042] Imprimante en panne",
        text: [
          "Bonjour,",
          "",
          "C'est réparé, merci.",
          "",
          "________________________________",
          "De : Support Conakry <support@helpdesk.conakry.gn>",
          "Envoyé : lundi 2 novembre 2026 10:00",
          "À : Mamadou Bah <mamadou@exemple.gn>",
          "Objet : [TCK-000042] Imprimante en panne",
          "",
          "Bonjour,",
          "avez-vous redémarré l'imprimante ?",
        ].join("\r\n"),
      }),
    );
    expect(mail.reply).toBe("Bonjour,\n\nC'est réparé, merci.");
  });
});
