import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TicketPageView } from "~/contracts/ticket-page-view";
import { helpdeskErrors } from "~/content/helpdesk";
import { TICKET_NOTICES, ticketPageTexts } from "~/content/helpdesk-ticket";
import { openTestDb } from "~/server/db/test-db.server";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import {
  addMember,
  addOwner,
  addUser,
  viewerOf,
} from "~/server/workspaces/workspace-test-data.server";
import { ticketPageAction } from "./ticket-page-action.server";
import * as testRequests from "./ticket-page-test-kit.server";
import {
  answer,
  EXE,
  member,
  openTicket,
  PNG,
  run,
  storedTicket,
  thrown,
} from "./ticket-page-test-kit.server";
import { downloadAttachment, loadTicketPage } from "./ticket-page.server";
import { addMemberEntry } from "./ticket-thread.server";
import { changeStatus } from "./ticket-update.server";

// The ticket page's loader and its downloads, on a real test database: who sees which ticket
// (the team, the requester who is a Membre, nobody else: the same 404), what the requester may
// do, and the attachments served as downloads. The viewer is given; the rest is the app's code.

let t: Awaited<ReturnType<typeof openTestDb>>;

const { as, get, post, postFiles } = tenantRequests(() => t.db, {
  get: testRequests.get,
  post: testRequests.post,
  postFiles: testRequests.postFiles,
});
type Person = { id: string; name: string; email: string };
let owner: Person & { organizationId: string };
let other: Person & { organizationId: string };
let tech: Person;
let fatou: Person;
let a: string;
let mine: number;
let notMine: number;
let noteFile: string;
let replyFile: string;

beforeAll(async () => {
  t = await openTestDb();
  owner = await addOwner(t.db, "Aïssatou Diallo");
  other = await addOwner(t.db, "Mamadou Barry");
  tech = await addUser(t.db, "Ibrahima Sow");
  fatou = await addUser(t.db, "Fatou Camara");
  a = owner.organizationId;
  await addMember(t.db, a, tech.id, "technician");
  await addMember(t.db, a, fatou.id, "member");
  mine = (await openTicket(t.db, a, "Imprimante en panne", fatou)).number;
  notMine = (
    await openTicket(t.db, a, "Salaire de Mamadou", { email: "rh@exemple.gn", name: "RH" })
  ).number;
  for (let i = 0; i < 5; i++) {
    await openTicket(t.db, other.organizationId, `Secret de B ${i}`, {
      email: "b@exemple.gn",
      name: "B",
    });
  }
  as(await viewerOf(t.db, tech, a));
  const path = `/dashboard/helpdesk/${mine}`;
  await ticketPageAction(
    postFiles(path, { intent: "reply", kind: "note", body: "Vu avec le fournisseur" }, [
      { name: "devis-interne.png", content: PNG },
    ]),
    String(mine),
  );
  await ticketPageAction(
    postFiles(path, { intent: "reply", kind: "reply", body: "Nous regardons." }, [
      { name: "procédure.txt", content: Buffer.from("Éteindre puis rallumer.\n") },
    ]),
    String(mine),
  );
  const { view } = await pageAs(tech, mine);
  const files = view.timeline.flatMap((i) => (i.kind === "message" ? i.attachments : []));
  noteFile = files.find((f) => f.filename === "devis-interne.png")!.id;
  replyFile = files.find((f) => f.filename === "procédure.txt")!.id;
}, 120_000);
afterAll(() => t.cleanup());

async function pageAs(person: Person, number: number | string, query = "") {
  as(await viewerOf(t.db, person, a));
  const result = answer(
    await loadTicketPage(get(`/dashboard/helpdesk/${number}${query}`), String(number)),
  );
  return result as typeof result & { view: TicketPageView; notice: string | null };
}

describe("the ticket page", { timeout: 30_000 }, () => {
  it("shows the team the whole ticket, by number or TCK label, never cached", async () => {
    for (const param of [String(mine), `TCK-${String(mine).padStart(6, "0")}`]) {
      const page = await pageAs(tech, param, "?avis=note");
      expect(page.headers.get("Cache-Control")).toBe("private, no-store");
      expect(page.notice).toBe(TICKET_NOTICES.note);
      expect(page.view).toMatchObject({ number: mine, label: "TCK-000001", status: "new" });
      expect(page.view.requester).toEqual({ name: "Fatou Camara", email: fatou.email });
      expect(page.view.manage?.nextStatuses).toEqual([
        "in_progress",
        "pending",
        "resolved",
        "cancelled",
      ]);
      expect(page.view.manage?.handlers.map((h) => h.name).sort()).toEqual([
        "Aïssatou Diallo",
        "Ibrahima Sow",
      ]);
      const kinds = page.view.timeline.map((i) => (i.kind === "event" ? i.field : i.type));
      expect(kinds).toEqual(["created", "description", "note", "reply"]);
    }
    expect((await pageAs(tech, mine, "?avis=inconnu")).notice).toBeNull();
  });

  it("shows the requester's satisfaction vote and comment on the ticket", async () => {
    expect((await pageAs(tech, notMine)).view.satisfaction).toBeNull();
    await inTenant(t.db, a, (tx) =>
      tx
        .update(ticket)
        .set({ satisfaction: "down", satisfactionComment: "Toujours lent le matin." })
        .where(eq(ticket.number, notMine)),
    );
    expect((await pageAs(tech, notMine)).view.satisfaction).toEqual({
      vote: "down",
      comment: "Toujours lent le matin.",
    });
  });

  it("answers 404 for an unknown number, another workspace's, or nonsense", async () => {
    for (const param of ["7", "TCK-000005", "0", "abc", "12345678901", "1.5"]) {
      as(await viewerOf(t.db, owner, a));
      const refused = await thrown(loadTicketPage(get(`/dashboard/helpdesk/${param}`), param));
      expect(refused, param).toEqual({ status: 404, data: null });
    }
    // B's own first ticket is there for B: the 404 above is about the workspace.
    as(await viewerOf(t.db, other, other.organizationId));
    const page = answer(await loadTicketPage(get("/dashboard/helpdesk/5"), "5"));
    expect((page as unknown as { view: TicketPageView }).view.subject).toBe("Secret de B 4");
  });
});

describe("a Membre", { timeout: 30_000 }, () => {
  it("sees the tickets they asked for, without internal notes or their files", async () => {
    const page = await pageAs(fatou, mine);
    expect(page.view.manage).toBeNull();
    const kinds = page.view.timeline.map((i) => (i.kind === "event" ? i.field : i.type));
    expect(kinds).toEqual(["created", "description", "reply"]);
    expect(JSON.stringify(page.view)).not.toContain("fournisseur");
    expect(JSON.stringify(page.view)).not.toContain("devis-interne");
  });

  it("gets 404 for anyone else's ticket, page and files", async () => {
    as(await viewerOf(t.db, fatou, a));
    const refused = await thrown(
      loadTicketPage(get(`/dashboard/helpdesk/${notMine}`), `${notMine}`),
    );
    expect(refused.status).toBe(404);
    const file = await thrown(downloadAttachment(get("/"), String(mine), noteFile));
    expect(file.status).toBe(404);
  });

  it("may only reply publicly: a note or a change is refused (403), nothing written", async () => {
    const path = `/dashboard/helpdesk/${mine}`;
    const before = await storedTicket(t.db, a, mine);
    as(await viewerOf(t.db, fatou, a));
    const attempts: Record<string, string>[] = [
      { intent: "reply", kind: "note", body: "Je me fais une note" },
      { intent: "properties", to: "resolved", version: String(before.row.version) },
      { intent: "properties", priority: "urgent", version: String(before.row.version) },
      { intent: "renew-link" },
    ];
    for (const fields of attempts) {
      const refused = answer(await ticketPageAction(post(path, fields), String(mine)));
      expect(refused, fields.intent).toMatchObject({
        status: 403,
        formError: ticketPageTexts.errors.notesForbidden,
      });
    }
    const elsewhere = await thrown(
      ticketPageAction(
        post(`/dashboard/helpdesk/${notMine}`, { intent: "reply", body: "x" }),
        String(notMine),
      ),
    );
    expect(elsewhere.status).toBe(404);
    expect(await storedTicket(t.db, a, mine)).toEqual(before);
  });

  it("replies as the requester: the entry is theirs and the ticket reopens", async () => {
    const { version } = (await storedTicket(t.db, a, mine)).row;
    await run(t.db, a, member(tech), (ctx) =>
      changeStatus(ctx, mine, version, { to: "pending", pendingReason: "client" }),
    );
    as(await viewerOf(t.db, fatou, a));
    const sent = answer(
      await ticketPageAction(
        post(`/dashboard/helpdesk/${mine}`, { intent: "reply", body: "Toujours en panne." }),
        String(mine),
      ),
    );
    expect(sent).toMatchObject({
      status: 303,
      location: `/dashboard/helpdesk/${mine}?avis=reponse-demandeur`,
    });
    const { row, entries } = await storedTicket(t.db, a, mine);
    expect(row.status).toBe("in_progress");
    expect(entries.find((e) => e.body === "Toujours en panne.")).toMatchObject({
      kind: "reply",
      authorType: "requester",
      authorName: "Fatou Camara",
    });
  });
});

describe("attachments", { timeout: 30_000 }, () => {
  it("are served as downloads with nosniff, to the team", async () => {
    as(await viewerOf(t.db, tech, a));
    const response = await downloadAttachment(get("/"), String(mine), replyFile);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="proc_dure.txt"; filename*=UTF-8''proc%C3%A9dure.txt`,
    );
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe("Éteindre puis rallumer.\n");
    const note = await downloadAttachment(get("/"), String(mine), noteFile);
    expect(note.headers.get("Content-Type")).toBe("image/png");
  });

  it("answer 404 for another ticket's number, another workspace, or a bad id", async () => {
    as(await viewerOf(t.db, tech, a));
    expect((await thrown(downloadAttachment(get("/"), String(notMine), replyFile))).status).toBe(
      404,
    );
    expect((await thrown(downloadAttachment(get("/"), String(mine), "pas-un-id"))).status).toBe(
      404,
    );
    as(await viewerOf(t.db, other, other.organizationId));
    expect((await thrown(downloadAttachment(get("/"), String(mine), replyFile))).status).toBe(404);
  });

  it("are offered to the requester when public", async () => {
    as(await viewerOf(t.db, fatou, a));
    const response = await downloadAttachment(get("/"), String(mine), replyFile);
    expect(response.status).toBe(200);
  });

  it("refuse too many (413), too large (413) or refused types (415), input kept", async () => {
    as(await viewerOf(t.db, tech, a));
    const path = `/dashboard/helpdesk/${mine}`;
    const before = await storedTicket(t.db, a, mine);
    const fields = { intent: "reply", kind: "reply", body: "Voici les pièces" };
    const cases = [
      [413, Array.from({ length: 4 }, (_, i) => ({ name: `${i}.png`, content: PNG }))],
      [413, [{ name: "gros.txt", content: Buffer.alloc(5 * 1024 * 1024 + 1, 0x41) }]],
      [415, [{ name: "facture.pdf.exe", content: EXE }]],
    ] as const;
    for (const [status, files] of cases) {
      const refused = answer(
        await ticketPageAction(postFiles(path, fields, [...files]), `${mine}`),
      );
      expect(refused).toMatchObject({
        status,
        formError: status === 413 ? helpdeskErrors.tooLarge : helpdeskErrors.attachmentType,
        values: { body: "Voici les pièces", kind: "reply" },
      });
    }
    expect(await storedTicket(t.db, a, mine)).toEqual(before);
  });
});

it("keeps internal notes out of the requester's thread even when added later", async () => {
  await run(t.db, a, member(tech), (ctx) => addMemberEntry(ctx, mine, "note", "Client difficile"));
  const page = await pageAs(fatou, mine);
  expect(JSON.stringify(page.view)).not.toContain("Client difficile");
});
