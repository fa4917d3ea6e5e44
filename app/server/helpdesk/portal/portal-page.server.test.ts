import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { contactErrors } from "~/content/contact-errors";
import { portalErrors } from "~/content/helpdesk-portal";
import type { PortalResult } from "~/contracts/helpdesk-portal";
import type { Db } from "~/server/db/client.server";
import {
  helpdeskContact,
  ticket,
  ticketAttachment,
  ticketEntry,
} from "~/server/db/helpdesk-schema.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { authOrganization } from "~/server/db/schema.server";
import { openOwnTestDb, openTestDb } from "~/server/db/test-db.server";
import { deleteWorkspace } from "~/server/workspaces/delete-workspace.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { renameWorkspace } from "~/server/workspaces/rename-workspace.server";
import { testPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import { RECIPIENT_MAIL_LIMIT } from "~/server/platform/recipient-bound.server";
import { portalAction, requirePortalWorkspace } from "./portal-page.server";
import {
  channelWorkspace,
  ONE_PIXEL_PNG,
  type ChannelWorkspace,
} from "./portal-test-fixtures.server";
import { awayFromWindowEdge } from "~/server/platform/window-edge-test-kit.server";

// The portal's action against a real database: a ticket per post, once per idempotency key, with
// the contact form's honeypot, rate limit and bad-input rules; nothing stored on a refusal, the
// visitor's input kept; the private link goes to the requester's mailbox, never to the screen.

let t: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;
let ws: ChannelWorkspace;
let closed: ChannelWorkspace;

beforeAll(async () => {
  t = await openTestDb();
  db = t.db;
  ws = await channelWorkspace(db, "Aïssatou Diallo");
  closed = await channelWorkspace(db, "Ibrahima Sow", 0);
}, 120_000);
afterAll(() => t.cleanup());
afterEach(() => vi.restoreAllMocks());

const valid = (extra: Record<string, string> = {}) => ({
  name: "Fatou Camara",
  email: "fatou@exemple.gn",
  subject: "Imprimante en panne",
  description: "L'imprimante du 2e étage affiche une erreur.\nDepuis ce matin.",
  idempotencyKey: randomUUID().replaceAll("-", ""),
  ...extra,
});

type Body = Record<string, string> | FormData | string;

async function post(
  body: Body,
  {
    slug = ws.slug,
    ip = randomUUID(),
    method = "POST",
    type,
  }: { slug?: string; ip?: string; method?: string; type?: string } = {},
) {
  const headers: Record<string, string> = {};
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else {
    payload = typeof body === "string" ? body : new URLSearchParams(body).toString();
    headers["Content-Type"] = type ?? "application/x-www-form-urlencoded";
  }
  const request = new Request(`http://localhost/portail/${slug}`, {
    method,
    headers,
    body: method === "GET" ? undefined : payload,
  });
  const result = await portalAction({ request, context: { clientIp: ip }, params: { slug } }, db);
  return answerOf(result);
}

/** An accepted post is a 303 to the confirmation page, whose query names the number. */
type Answer = { ok: true; number: string | null; location: string } | PortalResult;

function answerOf(result: Awaited<ReturnType<typeof portalAction>>): {
  status: number;
  data: Answer;
  headers: Headers;
} {
  if (result instanceof Response) {
    const location = result.headers.get("Location") ?? "";
    const number = new URL(location, "http://localhost").searchParams.get("ticket");
    return { status: result.status, data: { ok: true, number, location }, headers: result.headers };
  }
  return {
    status: result.init?.status ?? 200,
    data: result.data,
    headers: new Headers(result.init?.headers),
  };
}

const tickets = (org = ws.id) => inTenant(db, org, (tx) => tx.select().from(ticket));

describe("the portal: opening a ticket", { timeout: 60_000 }, () => {
  it("opens a ticket as the requester and e-mails the private link, never showing it", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const answer = await post(valid());
    expect(answer.status).toBe(303);
    expect(answer.data).toEqual({
      ok: true,
      number: expect.stringMatching(/^TCK-\d{6}$/),
      location: expect.stringMatching(
        new RegExp(`^/portail/${ws.slug}/demande-envoyee\\?ticket=TCK-\\d{6}$`),
      ),
    });
    expect(JSON.stringify(answer.data)).not.toContain("jeton");
    expect(answer.headers.get("Cache-Control")).toContain("no-store");
    const [row] = await inTenant(db, ws.id, (tx) =>
      tx
        .select({ ticket, requester: helpdeskContact })
        .from(ticket)
        .innerJoin(helpdeskContact, eq(helpdeskContact.id, ticket.requesterId))
        .where(eq(ticket.subject, "Imprimante en panne")),
    );
    expect(row!.ticket).toMatchObject({
      source: "portal",
      status: "new",
      description: valid().description,
    });
    expect(row!.requester).toMatchObject({ name: "Fatou Camara", email: "fatou@exemple.gn" });
    // The SLA clock started, the thread opened by the requester under the post's key, journalled.
    expect(row!.ticket.slaRunningSince).toBeInstanceOf(Date);
    expect(row!.ticket.firstResponseDueAt).toBeInstanceOf(Date);
    expect(row!.ticket.resolutionDueAt).toBeInstanceOf(Date);
    const [entries, journal] = await inTenant(db, ws.id, (tx) =>
      Promise.all([
        tx.select().from(ticketEntry).where(eq(ticketEntry.ticketId, row!.ticket.id)),
        tx.select().from(auditLog).where(eq(auditLog.action, "ticket.created")),
      ]),
    );
    expect(entries).toEqual([
      expect.objectContaining({
        kind: "event",
        authorType: "requester",
        authorName: "Fatou Camara",
        event: { field: "created", from: null, to: "portal" },
        messageId: expect.stringMatching(/^portal:/),
      }),
    ]);
    expect(journal).toContainEqual(
      expect.objectContaining({
        actorName: "Fatou Camara",
        actorEmail: "fatou@exemple.gn",
        target: `${answer.data.ok ? answer.data.number : ""} Imprimante en panne`,
      }),
    );
    const line = log.mock.calls
      .map((c) => String(c[0]))
      .find((l) => l.startsWith("Helpdesk link for fatou@exemple.gn"));
    expect(line).toMatch(
      new RegExp(`/portail/${ws.slug}/suivi/${row!.ticket.number}\\?jeton=[\\w-]{32}$`),
    );
  });

  it("stores an attachment sent as multipart, and refuses a refused type (415) or a large file (413)", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(valid({ subject: "Avec capture" }))) form.set(k, v);
    form.append("pieces", new File([ONE_PIXEL_PNG], "capture.png", { type: "image/png" }));
    const answer = await post(form);
    expect(answer.data.ok).toBe(true);
    const [row] = (await tickets()).filter((r) => r.subject === "Avec capture");
    const files = await inTenant(db, ws.id, (tx) =>
      tx.select().from(ticketAttachment).where(eq(ticketAttachment.ticketId, row!.id)),
    );
    expect(files.map((f) => [f.filename, f.contentType])).toEqual([["capture.png", "image/png"]]);

    const before = (await tickets()).length;
    const exe = new FormData();
    for (const [k, v] of Object.entries(valid())) exe.set(k, v);
    exe.append("pieces", new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 0xff, 0xfe])], "x.exe"));
    const refused = await post(exe);
    expect(refused.status).toBe(415);
    expect(refused.data).toMatchObject({ ok: false, values: { subject: "Imprimante en panne" } });
    const big = new FormData();
    for (const [k, v] of Object.entries(valid())) big.set(k, v);
    big.append("pieces", new File([new Uint8Array(5 * 1024 * 1024 + 1)], "gros.txt"));
    expect((await post(big)).status).toBe(413);
    expect((await tickets()).length).toBe(before);
  });

  it("stores HTML, scripts and SQL-like text verbatim", async () => {
    const description = `<script>alert("x")</script> "><img src=x onerror=alert(1)> '; DROP TABLE ticket; --`;
    const answer = await post(valid({ subject: "<b>Gras</b> 😀", description }));
    expect(answer.data.ok).toBe(true);
    const [row] = (await tickets()).filter((r) => r.subject === "<b>Gras</b> 😀");
    expect(row!.description).toBe(description);
  });
});

describe("the portal: abuse and bad input", { timeout: 60_000 }, () => {
  it("refuses a filled honeypot in French, keeps the input and stores nothing", async () => {
    // Never 'Demande envoyée' for a post that opened no ticket (decision 0068).
    const before = (await tickets()).length;
    const fields = valid({ website: "https://spam.example" });
    const answer = await post(fields);
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, formError: portalErrors.honeypot });
    const { name, email, subject, description } = fields;
    expect(answer.data.ok ? null : answer.data.values).toEqual({
      name,
      email,
      subject,
      description,
    });
    expect((await tickets()).length).toBe(before);
  });

  it("opens one ticket for a double submit and for 10 parallel identical posts", async () => {
    const fields = valid({ subject: "Double envoi" });
    const ip = randomUUID();
    const first = await post(fields, { ip });
    const again = await post(fields, { ip });
    expect(again.data).toEqual(first.data);

    const parallel = valid({ subject: "Dix envois" });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(parallel, { ip: randomUUID() })),
    );
    const numbers = new Set(answers.map((a) => (a.data.ok ? a.data.number : null)));
    expect(numbers.size).toBe(1);
    expect((await tickets()).filter((r) => r.subject === "Dix envois")).toHaveLength(1);
  });

  it("derives a key for a post without one (no JavaScript): the same text twice is one ticket", async () => {
    const ip = randomUUID();
    const { idempotencyKey: _key, ...noKey } = valid({ subject: "Sans JavaScript" });
    const first = await post(noKey, { ip });
    const second = await post(noKey, { ip });
    expect(second.data).toEqual(first.data);
    await post({ ...noKey, description: "Autre texte" }, { ip });
    expect((await tickets()).filter((r) => r.subject === "Sans JavaScript")).toHaveLength(2);
  });

  it("never renames a stored contact: a second post with a known address keeps its name", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const email = "mariama@exemple.gn";
    expect((await post(valid({ name: "Mariama Bah", email }))).status).toBe(303);
    const impostor = valid({ name: "Nom usurpé", email, subject: "Autre panne" });
    const answer = await post(impostor);
    expect(answer.status).toBe(303);
    const contacts = await inTenant(db, ws.id, (tx) =>
      tx.select().from(helpdeskContact).where(eq(helpdeskContact.email, email)),
    );
    expect(contacts).toEqual([expect.objectContaining({ name: "Mariama Bah" })]);
    // The name typed is not lost: the post's thread keeps it as its author's.
    const [opened] = await inTenant(db, ws.id, (tx) =>
      tx
        .select({ authorName: ticketEntry.authorName })
        .from(ticketEntry)
        .innerJoin(ticket, eq(ticket.id, ticketEntry.ticketId))
        .where(eq(ticket.subject, "Autre panne")),
    );
    expect(opened).toEqual({ authorName: "Nom usurpé" });
  });

  it("acknowledges at most 5 posts an hour to one address; the sixth opens its ticket, no mail", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const email = "cible@exemple.gn";
    await awayFromWindowEdge(RECIPIENT_MAIL_LIMIT.windowMs);
    const numbers: (string | null)[] = [];
    for (let i = 0; i < RECIPIENT_MAIL_LIMIT.max + 1; i++) {
      const answer = await post(valid({ email, subject: `Texte d'un inconnu ${i}` }));
      expect(answer.status).toBe(303);
      numbers.push(answer.data.ok ? answer.data.number : null);
    }
    expect(new Set(numbers).size).toBe(RECIPIENT_MAIL_LIMIT.max + 1);
    const mails = log.mock.calls.filter((c) =>
      String(c[0]).startsWith(`Helpdesk link for ${email}`),
    );
    expect(mails).toHaveLength(RECIPIENT_MAIL_LIMIT.max);
  });

  it("refuses a sixth post in a minute from one client (429), input kept", async () => {
    const ip = randomUUID();
    for (let i = 0; i < 5; i++)
      expect((await post(valid({ subject: `Rafale ${i}` }), { ip })).status).toBe(303);
    const refused = await post(valid({ subject: "Rafale 5" }), { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(refused.data).toMatchObject({
      ok: false,
      formError: contactErrors.rateLimited,
      values: { subject: "Rafale 5" },
    });
    expect((await tickets()).some((r) => r.subject === "Rafale 5")).toBe(false);
  });

  it("refuses line breaks in the name and subject, too long or missing fields (400), input kept", async () => {
    const before = (await tickets()).length;
    const crlf = await post(valid({ name: "Fatou\r\nBcc: x@y.z", subject: "Sujet\nInjecté" }));
    expect(crlf.status).toBe(400);
    expect(crlf.data).toMatchObject({
      ok: false,
      fieldErrors: { name: contactErrors.lineBreak, subject: contactErrors.lineBreak },
      values: { name: "Fatou\r\nBcc: x@y.z" },
    });
    const long = await post(valid({ subject: "é".repeat(201), email: "pas-une-adresse" }));
    expect(long.data).toMatchObject({
      fieldErrors: { subject: portalErrors.tooLong(200), email: portalErrors.email },
    });
    const empty = await post(valid({ description: "   " }));
    expect(empty.data).toMatchObject({
      fieldErrors: { description: portalErrors.required.description },
    });
    // 200 emoji are 200 characters.
    expect((await post(valid({ subject: "😀".repeat(200) }))).status).toBe(303);
    expect((await tickets()).length).toBe(before + 1);
  });

  it("refuses malformed bodies: encoding (400), repeated or prototype fields (400), type (415), method (405)", async () => {
    const before = (await tickets()).length;
    const base = new URLSearchParams(valid()).toString();
    expect((await post(`${base}&subject=deux`)).status).toBe(400);
    expect((await post(`${base}&__proto__=x`)).status).toBe(400);
    expect((await post(`${base}&x=%E9%ZZ`)).status).toBe(400);
    expect((await post(base.replace("Fatou", "Fa%00tou"))).status).toBe(400);
    expect((await post(base, { type: "text/plain" })).status).toBe(415);
    const put = await post(base, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("Allow")).toBe("POST");
    expect((await tickets()).length).toBe(before);
  });

  it("refuses a post to a read-only workspace (403), input kept, nothing stored", async () => {
    const answer = await post(valid(), { slug: closed.slug });
    expect(answer.status).toBe(403);
    expect(answer.data).toMatchObject({
      ok: false,
      formError: portalErrors.readOnly,
      values: { name: "Fatou Camara" },
    });
    expect(await tickets(closed.id)).toHaveLength(0);
  });

  it("shows a rename at once and answers 404 once the workspace is deleted (read a few seconds ago)", async () => {
    const owner = await testPerson(db, "Mariama Bah");
    const id = await createFirstWorkspace(db, owner, "standard", new Date());
    const [{ slug }] = (await db
      .select({ slug: authOrganization.slug })
      .from(authOrganization)
      .where(eq(authOrganization.id, id))) as [{ slug: string }];
    expect((await requirePortalWorkspace(slug, db)).name).not.toBe("Nouveau nom");
    await renameWorkspace(db, id, owner, "Nouveau nom");
    expect((await requirePortalWorkspace(slug, db)).name).toBe("Nouveau nom");
    expect(await deleteWorkspace(db, id, owner.id)).toBe(true);
    await expect(post(valid(), { slug })).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("answers 404 for an unknown workspace", async () => {
    await expect(post(valid(), { slug: "inconnu-000000" })).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it("answers 503 with the input kept when the database is down", async () => {
    const down = await openOwnTestDb();
    await down.close();
    const request = new Request(`http://localhost/portail/${ws.slug}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(valid()).toString(),
    });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = answerOf(
      await portalAction({ request, context: {}, params: { slug: ws.slug } }, down.db),
    );
    expect(result.status).toBe(503);
    expect(result.data).toMatchObject({ ok: false, values: { subject: "Imprimante en panne" } });
    expect(error).toHaveBeenCalled();
    await down.cleanup().catch(() => {});
  });
});
