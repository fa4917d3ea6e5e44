import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inboundTexts } from "~/content/helpdesk-portal";
import type { Db } from "~/server/db/client.server";
import { ticket, ticketEntry } from "~/server/db/helpdesk-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { helpdeskContext } from "../helpdesk-context.server";
import type { InboundMail } from "./inbound-mail.server";
import { storeInboundMail } from "./inbound-store.server";
import type { HelpdeskNotice } from "../tickets/ticket-core.server";
import { ticketMessageId } from "../tickets/ticket-message-id.server";
import { channelWorkspace, type ChannelWorkspace } from "../portal/portal-test-fixtures.server";
import { changeStatus } from "../tickets/ticket-update.server";

// Who speaks for the requester by e-mail: a mail naming a ticket is the requester's reply only
// from the requester's own address; from anyone else it is kept for the team as an internal note
// (neither in the requester's thread nor reopening the ticket). Both are journaled.

let t: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;
let a: ChannelWorkspace;

beforeAll(async () => {
  t = await openTestDb();
  db = t.db;
  a = await channelWorkspace(db, "Aïssatou Diallo");
}, 120_000);
afterAll(() => t.cleanup());

/** Stores the mail; its outcome with the notices it queued (none here: no SMTP needed). */
async function store(database: Db, organizationId: string, inbound: InboundMail) {
  let notices: HelpdeskNotice[] = [];
  const outcome = await storeInboundMail(database, organizationId, inbound, async (_tx, _o, n) => {
    notices = [...n];
    return () => {};
  });
  return { ...outcome, notices };
}

let sequence = 0;
const mail = (from: string, subject: string, text: string): InboundMail => ({
  from: { name: "", address: from },
  subject,
  text,
  reply: text,
  senderCheck: "pass",
  messageId: `m${++sequence}.${Date.now()}@exemple.gn`,
  references: [],
  ticketNumber: /\[TCK-(\d+)\]/.exec(subject) ? Number(/\[TCK-(\d+)\]/.exec(subject)![1]) : null,
  attachments: [],
  leftOut: [],
  autoResponseSuppressed: false,
});

const label = (n: number) => `TCK-${String(n).padStart(6, "0")}`;

async function resolved(number: number) {
  await inTenant(db, a.id, async (tx) =>
    changeStatus(
      await helpdeskContext(tx, { id: null, name: "Système", type: "system" }),
      number,
      undefined,
      { to: "resolved" },
    ),
  );
}

const ticketOf = (number: number) =>
  inTenant(db, a.id, async (tx) => {
    const [row] = await tx.select().from(ticket).where(eq(ticket.number, number));
    const entries = await tx
      .select()
      .from(ticketEntry)
      .where(eq(ticketEntry.ticketId, row!.id))
      .orderBy(asc(ticketEntry.createdAt));
    return { row: row!, entries: entries.filter((e) => e.kind !== "event") };
  });

const journalOf = (action: string) =>
  inTenant(db, a.id, (tx) =>
    tx
      .select({ actor: auditLog.actorName, target: auditLog.target })
      .from(auditLog)
      .where(eq(auditLog.action, action)),
  );

describe("inbound e-mail about a ticket", { timeout: 60_000 }, () => {
  it("keeps a mail from someone else than the requester as an internal note", async () => {
    const opened = await store(
      db,
      a.id,
      mail("fatou.camara@exemple.gn", "Imprimante en panne", "Elle ne répond plus."),
    );
    await resolved(opened.number);
    const other = await store(
      db,
      a.id,
      mail("inconnu@ailleurs.example", `Re: [${label(opened.number)}] Demande reçue`, "Rouvrez !"),
    );
    expect(other).toMatchObject({ status: "added", number: opened.number, notices: [] });
    const { row, entries } = await ticketOf(opened.number);
    expect(row.status).toBe("resolved");
    expect(entries.at(-1)).toMatchObject({
      kind: "note",
      authorType: "requester",
      body: `${inboundTexts.fromOther("inconnu@ailleurs.example")}\n\nRouvrez !`,
    });
    expect(entries.some((e) => e.kind === "reply")).toBe(false);
    expect(await journalOf("ticket.noted")).toContainEqual({
      actor: "inconnu@ailleurs.example",
      target: `${label(opened.number)} Imprimante en panne`,
    });
  });

  it("takes the requester's own address, in any case, as their reply: reopened and journaled", async () => {
    const opened = await store(
      db,
      a.id,
      mail("mamadou.bah@exemple.gn", "Wi-Fi lent", "Très lent au 2e."),
    );
    await resolved(opened.number);
    const reply = await store(
      db,
      a.id,
      mail("Mamadou.Bah@Exemple.GN", `Re: [${label(opened.number)}] Wi-Fi lent`, "C'est revenu."),
    );
    expect(reply.notices.map((n) => n.kind)).toEqual(["requester_replied"]);
    const { row, entries } = await ticketOf(opened.number);
    expect(row.status).toBe("in_progress");
    expect(entries.at(-1)).toMatchObject({ kind: "reply", body: "C'est revenu." });
    expect(await journalOf("ticket.requester_replied")).toContainEqual({
      actor: "Mamadou.Bah@Exemple.GN",
      target: `${label(opened.number)} Wi-Fi lent`,
    });
  });
});

describe("inbound e-mail naming a ticket by one of our Message-IDs", { timeout: 60_000 }, () => {
  it("is added to that ticket whatever its subject; in another workspace it names nothing", async () => {
    const requester = "aminata.sylla@exemple.gn";
    const opened = await store(
      db,
      a.id,
      mail(requester, "Écran noir", "Rien ne s'affiche au démarrage."),
    );
    const { row, entries } = await ticketOf(opened.number);
    // What a mail client puts in In-Reply-To when the requester answers our e-mail (no brackets).
    const ours = ticketMessageId(row.id, "https://support.exemple.gn").slice(1, -1);
    const reply = {
      ...mail(requester, "Toujours rien", "Même chose ce matin."),
      references: [ours],
    };
    expect(await store(db, a.id, reply)).toMatchObject({
      status: "added",
      number: opened.number,
    });
    const after = await ticketOf(opened.number);
    expect(after.entries).toHaveLength(entries.length + 1);
    expect(after.entries.at(-1)).toMatchObject({ kind: "reply", body: "Même chose ce matin." });

    const b = await channelWorkspace(db, "Mamadou Bah");
    const elsewhere = await store(db, b.id, {
      ...mail(requester, "Toujours rien", "Encore."),
      references: [ours],
    });
    expect(elsewhere.status).toBe("created");
    expect((await ticketOf(opened.number)).entries).toHaveLength(entries.length + 1);
  });
});
