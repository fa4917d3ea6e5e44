import { and, eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import MailComposer from "nodemailer/lib/mail-composer";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { helpdeskContact, ticket as ticketTable } from "~/server/db/helpdesk-schema.server";
import { authMember, authOrganization, mailOutbox } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { parseEnv, type Env } from "~/server/env.server";
import { processMailOutbox } from "~/server/mail/mail-outbox.server";
import { startSmtpSink, type SmtpSink } from "~/server/mail/test-smtp.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import {
  addMember,
  testPerson,
  type TestPerson,
} from "~/server/workspaces/workspace-test-fixtures.server";
import { parseInboundMail } from "../inbound/inbound-mail.server";
import { storeInboundMail } from "../inbound/inbound-store.server";
import { helpdeskNoticeQueue } from "./notifications.server";
import { portalLinkSecret, portalToken } from "../portal/portal-link.server";
import { channelWorkspace, type ChannelWorkspace } from "../portal/portal-test-fixtures.server";
import type { HelpdeskNotice } from "./ticket-core.server";
import { member, openTicket, run } from "./ticket-page-test-kit.server";
import { addRequesterReply } from "./ticket-thread.server";
import { assignTicket } from "./ticket-update.server";

// The helpdesk's e-mails as the outbox stores them, SMTP configured: each notice kind goes to the
// right person (the requester with their private link, the technician with the ticket's page),
// with its French subject tagged by the ticket number; values from people never add a header
// line; a reply's markup stays text in a plain-text e-mail; nobody outside the workspace gets one.

let t: Awaited<ReturnType<typeof openTestDb>>;
let smtp: SmtpSink;
let config: Env;
let ws: ChannelWorkspace;
let workspaceName: string;
let tech: TestPerson;
let outsider: TestPerson;
const SITE = "http://127.0.0.1:4999";

// Until `accepting`, the SMTP server refuses every message (a temporary 451): the queued rows
// keep their bodies (a sent message's body is emptied) and can be read.
let accepting = false;
const received: { raw: string; to: string[] }[] = [];

beforeAll(async () => {
  t = await openTestDb();
  smtp = await startSmtpSink((raw, envelope) => {
    if (!accepting) throw new Error("451 4.3.0 try again later");
    received.push({ raw, to: envelope.to });
  });
  config = parseEnv({
    SITE_URL: SITE,
    SMTP_URL: smtp.url,
    CONTACT_TO: "equipe@exemple.gn",
    MAIL_FROM: "plateforme@exemple.gn",
  });
  ws = await channelWorkspace(t.db, "Aïssatou Diallo");
  const [row] = await t.db
    .select({ name: authOrganization.name })
    .from(authOrganization)
    .where(eq(authOrganization.id, ws.id));
  workspaceName = row!.name;
  tech = await testPerson(t.db, "Ibrahima Sow");
  await addMember(t.db, ws.id, tech, "technician");
  // A technician, of another workspace only.
  outsider = await testPerson(t.db, "Mamadou Barry");
  const other = await channelWorkspace(t.db, "Kadiatou Bah");
  await addMember(t.db, other.id, outsider, "technician");
}, 120_000);
afterAll(async () => {
  smtp.close();
  await t.cleanup();
});
// The outbox's refused attempts are logged in the background.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

const label = (n: number) => `TCK-${String(n).padStart(6, "0")}`;
let counter = 0;

/** A ticket opened from the portal, and the requester's private link as it must be. */
async function opened(subject: string, name = "Fatou Camara") {
  const requester = { email: `demandeur-${++counter}@exemple.gn`, name };
  const { id, number } = await openTicket(t.db, ws.id, subject, requester);
  const [row] = await inTenant(t.db, ws.id, (tx) =>
    tx.select({ nonce: ticketTable.portalNonce }).from(ticketTable).where(eq(ticketTable.id, id)),
  );
  const token = portalToken(await portalLinkSecret(t.db), id, row!.nonce!);
  return {
    id,
    number,
    requester,
    privateLink: `${SITE}/portail/${ws.slug}/suivi/${number}?jeton=${token}`,
    staffLink: `${SITE}/dashboard/helpdesk/${number}`,
  };
}

const mailsTo = (to: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)).orderBy(mailOutbox.createdAt);

/** Queues the notices' e-mails in a tenant transaction of their own (the change's, in the app). */
async function deliver(notices: HelpdeskNotice[]) {
  const queue = await helpdeskNoticeQueue(t.db, config);
  (await inTenant(t.db, ws.id, (tx) => queue(tx, ws.id, notices)))();
}

describe("the helpdesk's e-mails, queued", { timeout: 30_000 }, () => {
  it.each([
    { kind: "created", mailKind: "ticket_created", title: "Demande reçue" },
    { kind: "reply", mailKind: "ticket_reply", title: "Nouvelle réponse" },
    { kind: "resolved", mailKind: "ticket_resolved", title: "Demande résolue" },
  ] as const)(
    "$kind goes to the requester, in French, with their private link",
    async ({ kind, mailKind, title }) => {
      const ticket = await opened(`Imprimante en panne (${kind})`);
      const body = "Le pilote est réinstallé,\nl'impression repart.";
      await deliver([
        kind === "reply" ? { kind, ticketId: ticket.id, body } : { kind, ticketId: ticket.id },
      ]);
      const mails = await mailsTo(ticket.requester.email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail).toMatchObject({
        kind: mailKind,
        subject: `[${label(ticket.number)}] ${title}\u00a0: Imprimante en panne (${kind})`,
        status: "pending",
      });
      const lines = mail!.body.split("\n");
      expect(lines).toContain(ticket.privateLink);
      expect(lines[0]).toBe("Bonjour Fatou Camara,");
      expect(mail!.body).not.toContain("/dashboard/");
      if (kind === "reply") {
        expect(mail!.body).toContain(
          `${workspaceName} a répondu à votre demande\u00a0:\n\n${body}`,
        );
      }
      expect(await mailsTo(tech.email)).toEqual([]);
    },
  );

  it.each([
    { kind: "assigned", mailKind: "ticket_assigned", title: "Ticket attribué" },
    {
      kind: "requester_replied",
      mailKind: "ticket_requester_replied",
      title: "Réponse du demandeur",
    },
    { kind: "at_risk", mailKind: "ticket_at_risk", title: "Délai à risque" },
  ] as const)(
    "$kind goes to the technician, in French, with the ticket's page, never the private link",
    async ({ kind, mailKind, title }) => {
      const ticket = await opened(`Réseau lent (${kind})`);
      await run(t.db, ws.id, member(tech), (ctx) =>
        assignTicket(ctx, ticket.number, undefined, tech.id),
      );
      const before = (await mailsTo(tech.email)).length;
      const reply = "Toujours aussi lent ce matin.";
      await deliver([
        kind === "requester_replied"
          ? { kind, ticketId: ticket.id, body: reply }
          : { kind, ticketId: ticket.id, assigneeId: tech.id },
      ]);
      const mails = await mailsTo(tech.email);
      expect(mails).toHaveLength(before + 1);
      const mail = mails.at(-1)!;
      expect(mail).toMatchObject({
        kind: mailKind,
        subject: `[${label(ticket.number)}] ${title}\u00a0: Réseau lent (${kind})`,
      });
      const lines = mail.body.split("\n");
      expect(lines[0]).toBe("Bonjour Ibrahima Sow,");
      expect(lines).toContain(ticket.staffLink);
      expect(mail.body).not.toContain("/portail/");
      expect(mail.body).not.toContain("jeton=");
      if (kind === "requester_replied") {
        expect(mail.body).toContain(`Fatou Camara a répondu\u00a0:\n\n${reply}`);
      }
      expect(await mailsTo(ticket.requester.email)).toEqual([]);
    },
  );

  it("keeps a subject and a requester name with CR/LF on one line", async () => {
    const ticket = await opened("Panne");
    // Stored as a channel may have let them through: the e-mails must not trust them.
    await inTenant(t.db, ws.id, async (tx) => {
      await tx
        .update(ticketTable)
        .set({ subject: "Panne\r\nBcc: espion@exemple.gn" })
        .where(eq(ticketTable.id, ticket.id));
      await tx
        .update(helpdeskContact)
        .set({ name: "Fatou\r\nX-Injecte: oui" })
        .where(eq(helpdeskContact.email, ticket.requester.email));
    });
    await run(t.db, ws.id, member(tech), (ctx) =>
      assignTicket(ctx, ticket.number, undefined, tech.id),
    );
    await deliver([
      { kind: "created", ticketId: ticket.id },
      { kind: "assigned", ticketId: ticket.id, assigneeId: tech.id },
    ]);
    const [created] = await mailsTo(ticket.requester.email);
    expect(created!.subject).toBe(
      `[${label(ticket.number)}] Demande reçue\u00a0: Panne Bcc: espion@exemple.gn`,
    );
    expect(created!.body.split("\n")[0]).toBe("Bonjour Fatou X-Injecte: oui,");
    const assigned = (await mailsTo(tech.email)).at(-1)!;
    expect(assigned.subject).toBe(
      `[${label(ticket.number)}] Ticket attribué\u00a0: Panne Bcc: espion@exemple.gn`,
    );
    expect(assigned.body.split("\n")).toContain("Demandeur\u00a0: Fatou X-Injecte: oui");
    for (const mail of [created!, assigned]) expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(
      await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, "espion@exemple.gn")),
    ).toEqual([]);
  });

  it("sends no 'assigned' e-mail to a technician who is not a member: the assignment is refused", async () => {
    const ticket = await opened("Clavier cassé");
    let notices: HelpdeskNotice[] = [];
    let refusal: unknown = null;
    try {
      notices = await run(t.db, ws.id, member(tech), async (ctx) => {
        await assignTicket(ctx, ticket.number, undefined, outsider.id);
        return ctx.notices;
      });
    } catch (error) {
      refusal = error;
    }
    await deliver(notices);
    expect(await mailsTo(outsider.email)).toEqual([]);
    expect(refusal).toMatchObject({ status: 404 });
  });

  // Removing a member leaves their tickets assigned to them: the e-mails stop all the same.
  it("sends nothing to a technician who is no longer a member", async () => {
    const leaver = await testPerson(t.db, "Oumar Diallo");
    await addMember(t.db, ws.id, leaver, "technician");
    const ticket = await opened("Sauvegarde en échec");
    await run(t.db, ws.id, member(tech), (ctx) =>
      assignTicket(ctx, ticket.number, undefined, leaver.id),
    );
    // Removed from the workspace (better-auth deletes the membership row).
    await t.db
      .delete(authMember)
      .where(and(eq(authMember.userId, leaver.id), eq(authMember.organizationId, ws.id)));
    const requester = { id: null, name: "Fatou Camara", type: "requester" as const };
    const notices = await run(t.db, ws.id, requester, async (ctx) => {
      await addRequesterReply(ctx, ticket.number, "Le code de l'alarme est 4512.");
      return ctx.notices;
    });
    await deliver([
      ...notices,
      { kind: "at_risk", ticketId: ticket.id, assigneeId: leaver.id },
      { kind: "assigned", ticketId: ticket.id, assigneeId: leaver.id },
    ]);
    expect(await mailsTo(leaver.email)).toEqual([]);
  });
});

describe("the helpdesk's e-mails, sent", { timeout: 30_000 }, () => {
  beforeAll(() => {
    accepting = true;
  });

  /** The message the SMTP server received for `to`, parsed. */
  async function receivedBy(to: string) {
    // The rows refused earlier may fill the background pass: the outbox is run here too.
    const sender = { smtp: config.smtp!, brand: config.site.brandName };
    await expect
      .poll(
        async () => {
          await processMailOutbox(t.db, sender);
          return received.some((m) => m.to.includes(to));
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const message = received.find((m) => m.to.includes(to))!;
    return { ...message, parsed: await simpleParser(message.raw) };
  }

  it("never lets a subject or a requester name add a header or a recipient", async () => {
    const ticket = await opened("Panne");
    await inTenant(t.db, ws.id, (tx) =>
      tx
        .update(ticketTable)
        .set({ subject: "Panne\r\nBcc: espion@exemple.gn\r\nX-Injecte: oui" })
        .where(eq(ticketTable.id, ticket.id)),
    );
    await deliver([{ kind: "created", ticketId: ticket.id }]);
    const { raw, to, parsed } = await receivedBy(ticket.requester.email);
    expect(to).toEqual([ticket.requester.email]);
    expect(parsed.subject).toBe(
      `[${label(ticket.number)}] Demande reçue\u00a0: Panne Bcc: espion@exemple.gn X-Injecte: oui`,
    );
    expect(parsed.headers.has("bcc")).toBe(false);
    expect(parsed.headers.has("x-injecte")).toBe(false);
    expect(raw).not.toMatch(/^(Bcc|X-Injecte):/im);
    await expect.poll(async () => (await mailsTo(ticket.requester.email))[0]?.status).toBe("sent");
  });

  it("names the ticket in its Message-ID: the requester's answer finds it without the subject's number", async () => {
    const ticket = await opened("Scanner bloqué");
    await deliver([{ kind: "created", ticketId: ticket.id }]);
    const { parsed } = await receivedBy(ticket.requester.email);
    expect(parsed.messageId).toMatch(
      new RegExp(`^<tck-${ticket.id}\\.[0-9a-f-]{36}@127\\.0\\.0\\.1>$`),
    );
    expect((await mailsTo(ticket.requester.email))[0]!.messageId).toBe(parsed.messageId);
    // The requester answers from their mail client, the subject rewritten.
    const answer = await new MailComposer({
      from: ticket.requester.email,
      to: `support@127.0.0.1`,
      subject: "Toujours bloqué",
      text: "Le voyant clignote encore.",
      inReplyTo: parsed.messageId,
      references: [parsed.messageId!],
    })
      .compile()
      .build();
    const inbound = await parseInboundMail(answer, {
      limits: { maxBytes: 100_000, maxAttachments: 1, maxAttachmentBytes: 10_000 },
      ownAddresses: [],
      ownMessageIdDomain: "127.0.0.1",
    });
    expect(inbound.kind).toBe("mail");
    const queue = await helpdeskNoticeQueue(t.db, config);
    expect(await storeInboundMail(t.db, ws.id, inbound.mail, queue)).toMatchObject({
      status: "added",
      number: ticket.number,
    });
  });

  it("keeps a reply's HTML and script as text, in a plain-text e-mail without an HTML part", async () => {
    const ticket = await opened("Page blanche");
    const reply =
      '<p>Bonjour</p><script>alert("x")</script>\n<a href="https://evil.example">ici</a>';
    await deliver([{ kind: "reply", ticketId: ticket.id, body: reply }]);
    const { raw, parsed } = await receivedBy(ticket.requester.email);
    expect(parsed.html).toBe(false);
    expect(parsed.attachments).toEqual([]);
    expect(parsed.headers.get("content-type")).toMatchObject({ value: "text/plain" });
    expect(raw).not.toMatch(/text\/html/i);
    expect(parsed.text).toContain(reply);
    expect(parsed.text).toContain(ticket.privateLink);
  });
});
