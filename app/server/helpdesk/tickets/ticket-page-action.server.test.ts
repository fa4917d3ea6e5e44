import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as DbClient from "~/server/db/client.server";
import type * as Env from "~/server/env.server";
import { helpdeskErrors } from "~/content/helpdesk";
import { tagErrors, ticketPageTexts } from "~/content/helpdesk-ticket";
import { workspaceErrors } from "~/content/workspaces";
import { requireViewer } from "~/server/auth/viewer.server";
import { cannedReply } from "~/server/db/helpdesk-schema.server";
import { mailOutbox } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { parseEnv } from "~/server/env.server";
import { startSmtpSink, type SmtpSink } from "~/server/mail/test-smtp.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import {
  addMember,
  addOwner,
  addUser,
  endTrial,
  viewerOf,
} from "~/server/workspaces/workspace-test-data.server";
import { ticketPageAction } from "./ticket-page-action.server";
import { answer, openTicket, post, storedTicket } from "./ticket-page-test-kit.server";

// The forms of the ticket page on a real test database: replies (e-mail queued) and notes (none),
// status with its rules, assignee, priority (SLA recomputed), the private link, canned replies,
// and every refusal (400, 403, 409) with nothing changed and the input kept.

let t: Awaited<ReturnType<typeof openTestDb>>;
let smtp: SmtpSink;
vi.mock("~/server/auth/viewer.server", () => ({ requireViewer: vi.fn() }));
vi.mock("~/server/db/client.server", async (original) => ({
  ...(await original<typeof DbClient>()),
  getDb: () => t.db,
}));
vi.mock("~/server/env.server", async (original) => {
  const actual = await original<typeof Env>();
  return { ...actual, env: () => config };
});
let config: Env.Env;

type Person = { id: string; name: string; email: string };
let owner: Person & { organizationId: string };
let tech: Person;
let fatou: Person;
let a: string;

beforeAll(async () => {
  t = await openTestDb();
  smtp = await startSmtpSink(() => {});
  config = parseEnv({
    SITE_URL: "http://127.0.0.1:4999",
    SMTP_URL: smtp.url,
    CONTACT_TO: "equipe@exemple.gn",
    MAIL_FROM: "plateforme@exemple.gn",
  });
  owner = await addOwner(t.db, "Aïssatou Diallo");
  tech = await addUser(t.db, "Ibrahima Sow");
  fatou = await addUser(t.db, "Fatou Camara");
  a = owner.organizationId;
  await addMember(t.db, a, tech.id, "technician");
  await addMember(t.db, a, fatou.id, "member");
}, 120_000);
afterAll(async () => {
  smtp.close();
  await t.cleanup();
});
beforeEach(async () => vi.mocked(requireViewer).mockResolvedValue(await viewerOf(t.db, tech, a)));

let counter = 0;
const requester = () => ({ email: `demandeur-${++counter}@exemple.gn`, name: "Moussa Kaba" });
async function fresh(subject = "Réseau lent") {
  const who = requester();
  const { number } = await openTicket(t.db, a, subject, who);
  const send = async (fields: Record<string, string>) =>
    answer(await ticketPageAction(post(`/dashboard/helpdesk/${number}`, fields), String(number)));
  const stored = () => storedTicket(t.db, a, number);
  return { number, email: who.email, send, stored };
}
const mailsTo = (email: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

describe("replying", { timeout: 30_000 }, () => {
  it("sends a public reply to the requester and records the first response", async () => {
    const ticket = await fresh();
    const before = (await mailsTo(ticket.email)).length;
    const sent = await ticket.send({
      intent: "reply",
      kind: "reply",
      body: " Bonjour,\r\nc'est réglé. ",
    });
    expect(sent).toMatchObject({
      status: 303,
      location: `/dashboard/helpdesk/${ticket.number}?avis=reponse`,
    });
    const { row, entries } = await ticket.stored();
    expect(entries.find((e) => e.kind === "reply")).toMatchObject({
      body: "Bonjour,\nc'est réglé.",
      authorName: "Ibrahima Sow",
    });
    expect(row.firstRespondedAt).not.toBeNull();
    const mails = await mailsTo(ticket.email);
    expect(mails.length).toBe(before + 1);
    // By kind, not by position: rows come back in no set order (the outbox updates the ticket's
    // acknowledgement as it sends it, which moves that row on PostgreSQL).
    const replies = mails.filter((mail) => mail.kind === "ticket_reply");
    expect(replies).toHaveLength(1);
    expect(replies[0]!.body).toContain("c'est réglé.");
  });

  it("adds an internal note without any e-mail nor first response", async () => {
    const ticket = await fresh();
    const before = (await mailsTo(ticket.email)).length;
    const sent = await ticket.send({ intent: "reply", kind: "note", body: "Voir le routeur" });
    expect(sent.location).toBe(`/dashboard/helpdesk/${ticket.number}?avis=note`);
    const { row, entries } = await ticket.stored();
    expect(entries.find((e) => e.kind === "note")?.body).toBe("Voir le routeur");
    expect(row.firstRespondedAt).toBeNull();
    expect((await mailsTo(ticket.email)).length).toBe(before);
  });

  it("refuses an empty, too long or NUL message and an unknown kind, input kept", async () => {
    const ticket = await fresh();
    const before = await ticket.stored();
    const e = ticketPageTexts.errors;
    for (const [fields, status, fieldErrors] of [
      [{ body: "   ", kind: "reply" }, 400, { body: e.bodyRequired }],
      [{ body: "é".repeat(20_001), kind: "note" }, 400, { body: e.bodyTooLong(20_000) }],
      [{ body: "Salut", kind: "email" }, 400, { kind: e.kind }],
      [{ body: "a\u0000b", kind: "reply" }, 400, undefined],
    ] as const) {
      const refused = await ticket.send({ intent: "reply", ...fields });
      expect(refused).toMatchObject({ status, values: { body: fields.body, kind: fields.kind } });
      expect((refused as { fieldErrors?: unknown }).fieldErrors).toEqual(fieldErrors);
    }
    expect("é".repeat(20_000)).toHaveLength(20_000);
    expect(await ticket.stored()).toEqual(before);
  });

  it("inserts a canned reply without JavaScript, after what was written", async () => {
    const [canned] = await inTenant(t.db, a, (tx) =>
      tx
        .insert(cannedReply)
        .values({ title: "Redémarrage", body: "Redémarrez le poste." })
        .returning(),
    );
    const ticket = await fresh();
    const result = await ticket.send({
      intent: "insert",
      cannedId: canned!.id,
      body: "Bonjour,",
      kind: "note",
    });
    expect(result).toMatchObject({
      status: 200,
      intent: "reply",
      values: { body: "Bonjour,\n\nRedémarrez le poste.", kind: "note" },
    });
    const gone = await ticket.send({ intent: "insert", cannedId: crypto.randomUUID(), body: "x" });
    expect(gone).toMatchObject({ status: 400, formError: ticketPageTexts.errors.canned });
  });
});

describe("changing the ticket", { timeout: 30_000 }, () => {
  it("changes the status, puts on hold with its reason and follow-up day", async () => {
    const ticket = await fresh();
    expect(
      await ticket.send({ intent: "properties", to: "in_progress", version: "1" }),
    ).toMatchObject({
      status: 303,
      location: `/dashboard/helpdesk/${ticket.number}?avis=proprietes`,
    });
    const missing = await ticket.send({ intent: "properties", to: "pending", version: "2" });
    expect(missing).toMatchObject({
      status: 400,
      fieldErrors: { pendingReason: helpdeskErrors.pendingReason },
      values: { to: "pending" },
    });
    const past = await ticket.send({
      intent: "properties",
      to: "pending",
      pendingReason: "client",
      followUp: "2020-01-01",
      version: "2",
    });
    expect(past).toMatchObject({
      status: 400,
      fieldErrors: { followUp: ticketPageTexts.errors.followUp },
    });
    const held = await ticket.send({
      intent: "properties",
      to: "pending",
      pendingReason: "third_party",
      followUp: "2099-01-15",
      version: "2",
    });
    expect(held.status).toBe(303);
    const { row } = await ticket.stored();
    expect(row).toMatchObject({ status: "pending", pendingReason: "third_party", version: 3 });
    // The workspace's opening time that day, in Conakry.
    expect(row.followUpAt).toEqual(new Date("2099-01-15T08:00:00Z"));
    expect(row.slaRunningSince).toBeNull();
  });

  it("refuses a transition the workflow forbids (409), nothing changed", async () => {
    const ticket = await fresh();
    const before = await ticket.stored();
    const refused = await ticket.send({ intent: "properties", to: "closed", version: "1" });
    expect(refused).toMatchObject({
      status: 409,
      formError: helpdeskErrors.transition("new", "closed"),
    });
    expect(refused).not.toHaveProperty("stale", true);
    expect(await ticket.stored()).toEqual(before);
  });

  it("refuses a change made from an older version (409 'modifié entre-temps'), nothing changed", async () => {
    const ticket = await fresh();
    await ticket.send({ intent: "properties", priority: "high", version: "1" });
    const before = await ticket.stored();
    const changes: Record<string, string>[] = [
      { intent: "properties", to: "resolved", version: "1" },
      { intent: "properties", assigneeId: tech.id, version: "1" },
      { intent: "properties", priority: "low", version: "1" },
    ];
    for (const fields of changes) {
      const refused = await ticket.send(fields);
      expect(refused, fields.intent).toMatchObject({
        status: 409,
        formError: helpdeskErrors.stale,
        stale: true,
      });
      expect(helpdeskErrors.stale).toMatch(/^Ce ticket a été modifié entre-temps/);
    }
    expect(await ticket.stored()).toEqual(before);
    const noVersion = await ticket.send({ intent: "properties", priority: "low" });
    expect(noVersion).toMatchObject({ status: 400, formError: ticketPageTexts.errors.version });
  });

  it("assigns a technician or nobody, and refuses anyone else", async () => {
    const ticket = await fresh();
    expect(
      await ticket.send({ intent: "properties", assigneeId: tech.id, version: "1" }),
    ).toMatchObject({
      status: 303,
      location: `/dashboard/helpdesk/${ticket.number}?avis=proprietes`,
    });
    expect((await ticket.stored()).row.assigneeId).toBe(tech.id);
    const refused = await ticket.send({ intent: "properties", assigneeId: fatou.id, version: "2" });
    expect(refused).toMatchObject({ status: 409, formError: helpdeskErrors.assignee });
    await ticket.send({ intent: "properties", assigneeId: "", version: "2" });
    const { row, entries } = await ticket.stored();
    expect(row.assigneeId).toBeNull();
    expect(entries.filter((e) => e.event?.field === "assignee").map((e) => e.event?.to)).toEqual([
      "Ibrahima Sow",
      null,
    ]);
  });

  it("changes the priority and recomputes the due dates", async () => {
    const ticket = await fresh();
    const before = (await ticket.stored()).row;
    const sent = await ticket.send({ intent: "properties", priority: "urgent", version: "1" });
    expect(sent.location).toBe(`/dashboard/helpdesk/${ticket.number}?avis=proprietes`);
    const after = (await ticket.stored()).row;
    expect(after.priority).toBe("urgent");
    expect(after.resolutionDueAt!.getTime()).toBeLessThan(before.resolutionDueAt!.getTime());
    expect(after.firstResponseDueAt!.getTime()).toBeLessThan(before.firstResponseDueAt!.getTime());
    const invalid = await ticket.send({ intent: "properties", priority: "critique", version: "2" });
    expect(invalid).toMatchObject({
      status: 400,
      fieldErrors: { priority: ticketPageTexts.errors.priority },
    });
  });

  it("changes the details, and refuses a too long tag in French (400), input kept", async () => {
    const ticket = await fresh();
    const long = "x".repeat(41);
    const fields = { intent: "properties", type: "request", categoryId: "", version: "1" };
    const refused = await ticket.send({ ...fields, tags: `vpn, ${long}` });
    expect(refused).toMatchObject({
      status: 400,
      fieldErrors: { tags: tagErrors.tooLong(40) },
      values: { type: "request", categoryId: "", tags: `vpn, ${long}` },
    });
    expect((await ticket.stored()).row).toMatchObject({ type: "incident", tags: [], version: 1 });
    const sent = await ticket.send({ ...fields, tags: " VPN, réseau ,vpn,, " });
    expect(sent.location).toBe(`/dashboard/helpdesk/${ticket.number}?avis=proprietes`);
    expect((await ticket.stored()).row).toMatchObject({ type: "request", tags: ["VPN", "réseau"] });
    const wrongType = await ticket.send({ ...fields, type: "panne", tags: "", version: "2" });
    expect(wrongType).toMatchObject({
      status: 400,
      fieldErrors: { type: ticketPageTexts.errors.type },
    });
  });

  it("saves several properties in one post, each with its event and journal entry", async () => {
    const ticket = await fresh();
    const sent = await ticket.send({
      intent: "properties",
      version: "1",
      to: "in_progress",
      assigneeId: tech.id,
      priority: "urgent",
      type: "request",
      categoryId: "",
      tags: "vpn",
    });
    expect(sent.location).toBe(`/dashboard/helpdesk/${ticket.number}?avis=proprietes`);
    const { row, entries } = await ticket.stored();
    expect(row).toMatchObject({
      status: "in_progress",
      assigneeId: tech.id,
      priority: "urgent",
      type: "request",
      tags: ["vpn"],
    });
    const fields = entries.map((e) => e.event?.field).filter(Boolean);
    expect(fields).toEqual(["created", "type", "tags", "priority", "assignee", "status"]);
    const again = await ticket.send({
      intent: "properties",
      version: String(row.version),
      to: "",
      assigneeId: tech.id,
      priority: "urgent",
      type: "request",
      categoryId: "",
      tags: "vpn",
    });
    expect(again.location).toBe(`/dashboard/helpdesk/${ticket.number}?avis=inchange`);
    expect((await ticket.stored()).row.version).toBe(row.version);
  });

  it("changes nothing when one change of the post is refused (one transaction)", async () => {
    const ticket = await fresh();
    const before = await ticket.stored();
    const refused = await ticket.send({
      intent: "properties",
      version: "1",
      to: "closed",
      priority: "urgent",
      assigneeId: tech.id,
      type: "request",
      categoryId: "",
      tags: "vpn",
    });
    expect(refused).toMatchObject({
      status: 409,
      formError: helpdeskErrors.transition("new", "closed"),
      values: { to: "closed", priority: "urgent", tags: "vpn" },
    });
    expect(await ticket.stored()).toEqual(before);
  });

  it("renews the requester's private link", async () => {
    const ticket = await fresh();
    const before = (await ticket.stored()).row.portalNonce;
    const sent = await ticket.send({ intent: "renew-link" });
    expect(sent.location).toBe(`/dashboard/helpdesk/${ticket.number}?avis=lien`);
    expect((await ticket.stored()).row.portalNonce).not.toBe(before);
  });

  it("refuses unknown intents (400) and any change in a read-only workspace (403)", async () => {
    const ticket = await fresh();
    expect(await ticket.send({ intent: "supprimer" })).toMatchObject({
      status: 400,
      formError: ticketPageTexts.errors.unknownIntent,
    });
    await endTrial(t.db, a);
    vi.mocked(requireViewer).mockResolvedValue(await viewerOf(t.db, tech, a));
    const before = await ticket.stored();
    const refused = await ticket.send({ intent: "reply", kind: "note", body: "Lecture seule ?" });
    expect(refused).toMatchObject({ status: 403, formError: workspaceErrors.readOnly });
    expect(await ticket.stored()).toEqual(before);
  });
});
