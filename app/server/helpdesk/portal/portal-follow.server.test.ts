import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { helpdeskErrors } from "~/content/helpdesk";
import { followTexts } from "~/content/helpdesk-portal";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import type { Db } from "~/server/db/client.server";
import { ticket, ticketAttachment, ticketEntry } from "~/server/db/helpdesk-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import {
  addMember,
  testPerson,
  type TestPerson,
} from "~/server/workspaces/workspace-test-fixtures.server";
import { storeAttachments } from "../tickets/attachments.server";
import { helpdeskContext } from "../helpdesk-context.server";
import { followAction, followAttachmentLoader, followLoader } from "./portal-follow.server";
import { portalLinkSecret, portalToken } from "./portal-link.server";
import {
  channelWorkspace,
  ONE_PIXEL_PNG,
  type ChannelWorkspace,
} from "./portal-test-fixtures.server";
import type { HelpdeskActor } from "../tickets/ticket-core.server";
import { createTicket } from "../tickets/ticket-create.server";
import { addMemberEntry, renewPortalLink } from "../tickets/ticket-thread.server";
import { assignTicket, changeStatus } from "../tickets/ticket-update.server";

// The private follow page: the token opens one ticket of one workspace; the requester sees the
// public thread only, replies (reopening a resolved ticket) and votes once it is resolved.

let t: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;
let ws: ChannelWorkspace;
let other: ChannelWorkspace;
let tech: TestPerson;

beforeAll(async () => {
  t = await openTestDb();
  db = t.db;
  ws = await channelWorkspace(db, "Aïssatou Diallo");
  other = await channelWorkspace(db, "Mamadou Barry");
  tech = await testPerson(db, "Ibrahima Sow");
  await addMember(db, ws.id, tech, "technician");
}, 120_000);
afterAll(() => t.cleanup());

const member = (): HelpdeskActor => ({ id: tech.id, name: tech.name, type: "member" });
const run = <T>(
  org: string,
  actor: HelpdeskActor,
  fn: (ctx: Awaited<ReturnType<typeof helpdeskContext>>) => Promise<T>,
) => inTenant(db, org, async (tx) => fn(await helpdeskContext(tx, actor)));

/** A ticket opened by a requester, and the token of its private link. */
async function opened(org = ws.id, subject = "Imprimante en panne") {
  const requester: HelpdeskActor = { id: null, name: "Fatou Camara", type: "requester" };
  const { id, number } = await run(org, requester, (ctx) =>
    createTicket(ctx, {
      subject,
      description: "Elle affiche une erreur.",
      requester: { name: "Fatou Camara", email: "fatou@exemple.gn" },
      source: "portal",
    }),
  );
  return { id, number, token: await tokenOf(org, id) };
}

async function tokenOf(org: string, id: string) {
  const [row] = await inTenant(db, org, (tx) => tx.select().from(ticket).where(eq(ticket.id, id)));
  return portalToken(await portalLinkSecret(db), id, row!.portalNonce!);
}

const url = (slug: string, number: number | string, token: string) =>
  `http://localhost/portail/${slug}/suivi/${number}?jeton=${encodeURIComponent(token)}`;

const load = (slug: string, number: number | string, token: string) =>
  followLoader(
    { request: new Request(url(slug, number, token)), params: { slug, number: String(number) } },
    db,
  );

async function act(number: number, token: string, fields: Record<string, string>) {
  const request = new Request(url(ws.slug, number, token), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const result = await followAction(
    {
      request,
      context: { clientIp: randomUUID() },
      params: { slug: ws.slug, number: String(number) },
    },
    db,
  );
  return { status: result.init?.status ?? 200, data: result.data as WorkspaceResult };
}

const download = (number: number, token: string, id: string) =>
  followAttachmentLoader(
    {
      request: new Request(`${url(ws.slug, number, token)}`),
      params: { slug: ws.slug, number: String(number), id },
    },
    db,
  );

const notFound = { init: { status: 404 } };

describe("the private link", { timeout: 60_000 }, () => {
  it("opens its ticket; a wrong, revoked or foreign link answers 404", async () => {
    const { id, number, token } = await opened();
    const view = await load(ws.slug, number, token);
    expect(view).toMatchObject({
      subject: "Imprimante en panne",
      status: "new",
      canReply: true,
      canVote: false,
    });
    expect(JSON.stringify(view)).not.toContain(token);

    const wrong = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    await expect(load(ws.slug, number, wrong)).rejects.toMatchObject(notFound);
    await expect(load(ws.slug, number, "é".repeat(32))).rejects.toMatchObject(notFound);
    await expect(load(ws.slug, number, "")).rejects.toMatchObject(notFound);
    await expect(load(ws.slug, "abc", token)).rejects.toMatchObject(notFound);
    await expect(load(ws.slug, number + 1000, token)).rejects.toMatchObject(notFound);
    // The same number in another workspace, with this ticket's token.
    await opened(other.id);
    await expect(load(other.slug, number, token)).rejects.toMatchObject(notFound);

    await run(ws.id, member(), (ctx) => renewPortalLink(ctx, number));
    await expect(load(ws.slug, number, token)).rejects.toMatchObject(notFound);
    expect(await load(ws.slug, number, await tokenOf(ws.id, id))).toMatchObject({ status: "new" });
  });

  it("says when the workspace is read-only (trial over), so that the page shows no form", async () => {
    const { number, token } = await opened();
    expect(await load(ws.slug, number, token)).toMatchObject({ readOnly: false });
    const closed = await channelWorkspace(db, "Mariama Camara", 0);
    const late = await opened(closed.id);
    expect(await load(closed.slug, late.number, late.token)).toMatchObject({
      readOnly: true,
      canReply: true,
    });
  });

  it("shows the public thread only: replies and status changes, never notes nor their files", async () => {
    const { id, number, token } = await opened(ws.id, "Fil public");
    await run(ws.id, member(), async (ctx) => {
      await assignTicket(ctx, number, undefined, tech.id);
      await addMemberEntry(ctx, number, "reply", "Réponse publique <b>échappée</b>");
      const note = await addMemberEntry(ctx, number, "note", "Note interne secrète");
      await storeAttachments(ctx.tx, id, note, [
        { filename: "secret.png", contentType: "image/png", content: ONE_PIXEL_PNG },
      ]);
      await changeStatus(ctx, number, undefined, { to: "pending", pendingReason: "client" });
    });
    const view = await load(ws.slug, number, token);
    const text = JSON.stringify(view);
    expect(text).not.toContain("Note interne secrète");
    expect(text).not.toContain("secret.png");
    expect(text).not.toContain(tech.id);
    expect(view.entries.map((e) => e.kind)).toEqual(["reply", "status"]);
    expect(view.entries[0]).toMatchObject({
      author: "team",
      authorName: "Ibrahima Sow",
      body: "Réponse publique <b>échappée</b>",
    });
    expect(view.reopens).toBe(true);

    // The note's file cannot be downloaded through the link; a file of the request can.
    const [secret] = await inTenant(db, ws.id, (tx) =>
      tx.select().from(ticketAttachment).where(eq(ticketAttachment.ticketId, id)),
    );
    await expect(download(number, token, secret!.id)).rejects.toMatchObject(notFound);
    await inTenant(db, ws.id, (tx) =>
      storeAttachments(tx, id, null, [
        { filename: "capture.png", contentType: "image/png", content: ONE_PIXEL_PNG },
      ]),
    );
    const shown = await load(ws.slug, number, token);
    expect(shown.attachments.map((a) => a.filename)).toEqual(["capture.png"]);
    const response = await download(number, token, shown.attachments[0]!.id);
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment;/);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).equals(ONE_PIXEL_PNG)).toBe(true);
    await expect(download(number, "x".repeat(32), shown.attachments[0]!.id)).rejects.toMatchObject(
      notFound,
    );
    await expect(download(number, token, "pas-un-uuid")).rejects.toMatchObject(notFound);
  });
});

describe("replies and votes", { timeout: 60_000 }, () => {
  it("adds the requester's reply, which reopens a resolved ticket; a double submit is one reply", async () => {
    const { id, number, token } = await opened(ws.id, "Réouverture");
    await run(ws.id, member(), (ctx) => changeStatus(ctx, number, undefined, { to: "resolved" }));
    const key = randomUUID().replaceAll("-", "");
    const fields = { intent: "reply", message: "Le problème est revenu.", idempotencyKey: key };
    expect(await act(number, token, fields)).toEqual({
      status: 200,
      data: { ok: true, intent: "reply", notice: followTexts.reply.sent },
    });
    await act(number, token, fields);
    const replies = await inTenant(db, ws.id, (tx) =>
      tx.select().from(ticketEntry).where(eq(ticketEntry.ticketId, id)),
    );
    const mine = replies.filter((e) => e.kind === "reply");
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      authorType: "requester",
      authorName: "Fatou Camara",
      body: "Le problème est revenu.",
    });
    expect(await load(ws.slug, number, token)).toMatchObject({
      status: "in_progress",
      reopens: false,
    });
  });

  it("refuses an empty reply (400, next to the field), a wrong token (404), a closed ticket (409)", async () => {
    const { number, token } = await opened(ws.id, "Refus");
    const empty = await act(number, token, { intent: "reply", message: "  " });
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({ ok: false, fieldErrors: { message: expect.any(String) } });
    await expect(
      act(number, "y".repeat(32), { intent: "reply", message: "Bonjour" }),
    ).rejects.toMatchObject(notFound);
    await run(ws.id, member(), (ctx) => changeStatus(ctx, number, undefined, { to: "cancelled" }));
    const final = await act(number, token, { intent: "reply", message: "Bonjour" });
    expect(final).toMatchObject({
      status: 409,
      data: { formError: helpdeskErrors.finalStatus, values: { message: "Bonjour" } },
    });
    expect(await load(ws.slug, number, token)).toMatchObject({ canReply: false });
  });

  it("takes a vote once resolved only; the last vote counts", async () => {
    const { number, token } = await opened(ws.id, "Avis");
    const early = await act(number, token, { intent: "vote", avis: "up" });
    expect(early).toMatchObject({ status: 409, data: { formError: helpdeskErrors.voteTooEarly } });
    expect((await act(number, token, { intent: "vote", avis: "bof" })).status).toBe(400);
    await run(ws.id, member(), (ctx) => changeStatus(ctx, number, undefined, { to: "resolved" }));
    expect(await load(ws.slug, number, token)).toMatchObject({ canVote: true, vote: null });
    const down = await act(number, token, {
      intent: "vote",
      avis: "down",
      commentaire: "Trop long",
    });
    expect(down.data).toEqual({ ok: true, intent: "vote", notice: followTexts.vote.thanks });
    await act(number, token, {
      intent: "vote",
      avis: "up",
      commentaire: "Finalement réglé <script>",
    });
    expect(await load(ws.slug, number, token)).toMatchObject({
      vote: "up",
      comment: "Finalement réglé <script>",
      status: "resolved",
    });
  });
});
