import { rejection } from "~/server/platform/test-kit.server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { helpdeskErrors, ticketNumberLabel } from "~/content/helpdesk";
import { helpdeskQueueTexts as t } from "~/content/helpdesk-queue";
import { workspaceErrors } from "~/content/workspaces";
import type { Viewer } from "~/server/auth/viewer.server";
import { openTestDb } from "~/server/db/test-db.server";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import {
  addMember,
  addOwner,
  addUser,
  endTrial,
} from "~/server/workspaces/workspace-test-data.server";
import { helpdeskContext } from "../helpdesk-context.server";
import { exportQueue } from "./queue-export.server";
import { helpdeskQueueAction, helpdeskQueueLoader, openTicketsCardData } from "./queue-page.server";
import * as kit from "./queue-test-data.server";
import { answer, openTicket, viewerIn, type Person } from "./queue-test-data.server";
import { addMemberEntry } from "../tickets/ticket-thread.server";

// The queue's loader, bulk action, CSV export and dashboard card on a real test database: who
// sees what (per role), all-or-nothing bulk changes, refusals (403, 404, 409, read-only).

let t0: Awaited<ReturnType<typeof openTestDb>>;

const { as, get, post } = tenantRequests(() => t0.db, { get: kit.get, post: kit.post });
const PATH = "/dashboard/helpdesk";

type Owner = Awaited<ReturnType<typeof addOwner>>;
let owner: Owner;
let other: Owner;
let tech: Person;
let member: Person;
let a: string;

const rowOf = (organizationId: string, number: number) =>
  inTenant(t0.db, organizationId, async (tx) => {
    const [row] = await tx.select().from(ticket).where(eq(ticket.number, number));
    return row!;
  });

async function page(viewer: Viewer, search = "") {
  as(viewer);
  const loaded = await helpdeskQueueLoader(get(`${PATH}${search}`));
  return loaded!.view!;
}

beforeAll(async () => {
  t0 = await openTestDb();
  owner = await addOwner(t0.db, "Aïssatou Diallo");
  other = await addOwner(t0.db, "Mamadou Barry");
  tech = await addUser(t0.db, "Ibrahima Sow");
  member = await addUser(t0.db, "Kadiatou Bah");
  a = owner.organizationId;
  await addMember(t0.db, a, tech.id, "technician");
  await addMember(t0.db, a, member.id, "member");
  await openTicket(t0.db, a, "Imprimante hors service"); // 1
  await openTicket(t0.db, a, "Écran cassé", member.email); // 2
  await openTicket(t0.db, a, "Réseau lent", "moussa@exemple.gn", { assigneeId: tech.id }); // 3
  await openTicket(t0.db, other.organizationId, "Secret de l'autre espace"); // 1 in B
}, 120_000);
afterAll(() => t0.cleanup());

describe("the queue page", { timeout: 30_000 }, () => {
  it("keeps the spec's placeholder for anonymous visitors", async () => {
    as(null);
    expect(await helpdeskQueueLoader(get(PATH))).toBeNull();
  });

  it("shows technicians, administrators and owners the whole queue of their workspace only", async () => {
    for (const person of [owner, tech]) {
      const view = await page(await viewerIn(t0.db, person, a));
      expect(view.canHandle).toBe(true);
      expect(view.rows.map((r) => r.subject).sort()).toEqual([
        "Imprimante hors service",
        "Réseau lent",
        "Écran cassé",
      ]);
      expect(view.handlers.map((h) => h.label)).toEqual(["Aïssatou Diallo", "Ibrahima Sow"]);
      expect(view.portalPath).toMatch(/^\/portail\/[\w-]+$/);
      expect(view.portalUrl.endsWith(view.portalPath)).toBe(true);
    }
  });

  it("shows a Membre only the tickets they requested, whatever the URL asks", async () => {
    const viewer = await viewerIn(t0.db, member, a);
    for (const search of ["", "?vue=unassigned", "?demandeur=fatou%40exemple.gn", "?vue=mine"]) {
      const view = await page(viewer, search);
      expect(view.canHandle).toBe(false);
      expect(view.rows.map((r) => r.subject)).toEqual(["Écran cassé"]);
      expect(view.handlers).toEqual([]);
    }
  });

  it("lets a Membre search their tickets' subject and description, never the internal notes", async () => {
    await inTenant(t0.db, a, async (tx) => {
      const ctx = await helpdeskContext(tx, { id: tech.id, name: tech.name, type: "member" });
      await addMemberEntry(ctx, 2, "note", "Dossier confidentiel : licenciement prévu");
    });
    const subjects = async (person: Person, search: string) =>
      (await page(await viewerIn(t0.db, person, a), search)).rows.map((r) => r.subject);
    expect(await subjects(tech, "?q=licenciement")).toEqual(["Écran cassé"]);
    expect(await subjects(member, "?q=licenciement")).toEqual([]);
    expect(await subjects(member, "?q=ecran")).toEqual(["Écran cassé"]);
    expect(await subjects(member, "?q=description")).toEqual(["Écran cassé"]);
  });

  it("shows a Membre whose address is not confirmed no ticket (it could be anyone's)", async () => {
    const viewer = { ...(await viewerIn(t0.db, member, a)), emailVerified: false };
    const view = await page(viewer);
    expect(view.rows).toEqual([]);
    expect(view.noTicketYet).toBe(true);
    as(viewer);
    expect(await (await exportQueue(get(`${PATH}/export`))).text()).not.toContain("Écran");
    expect(await openTicketsCardData(get("/dashboard"))).toMatchObject({ count: 0, own: true });
  });

  it("filters by view, technician (an account id), requester and search", async () => {
    const viewer = await viewerIn(t0.db, tech, a);
    const subjects = async (search: string) =>
      (await page(viewer, search)).rows.map((r) => r.subject).sort();
    expect(await subjects("?vue=mine")).toEqual(["Réseau lent"]);
    expect(await subjects("?vue=unassigned")).toEqual(["Imprimante hors service", "Écran cassé"]);
    expect(await subjects(`?technicien=${tech.id}`)).toEqual(["Réseau lent"]);
    expect(await subjects("?technicien=none&priorite=normal")).toHaveLength(2);
    expect(await subjects("?demandeur=MOUSSA%40exemple.gn")).toEqual(["Réseau lent"]);
    expect(await subjects("?q=ecran")).toEqual(["Écran cassé"]);
    expect(await subjects("?categorie=none&statut=new")).toHaveLength(3);
    // A team's tickets (routed by the teams module, decision 0098), and those of none.
    const team = "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
    await inTenant(t0.db, a, (tx) =>
      tx.update(ticket).set({ teamId: team }).where(eq(ticket.number, 3)),
    );
    expect(await subjects(`?equipe=${team}`)).toEqual(["Réseau lent"]);
    expect(await subjects("?equipe=none")).toEqual(["Imprimante hors service", "Écran cassé"]);
    const empty = await page(viewer, "?q=introuvable");
    expect(empty.rows).toEqual([]);
    expect(empty.noTicketYet).toBe(false);
  });

  it("says when a workspace (or a Membre) has no ticket yet", async () => {
    const empty = await addOwner(t0.db, "Oumou Sylla");
    expect((await page(await viewerIn(t0.db, empty, empty.organizationId))).noTicketYet).toBe(true);
    const stranger = await addUser(t0.db, "Alpha Condé");
    await addMember(t0.db, a, stranger.id, "member");
    expect((await page(await viewerIn(t0.db, stranger, a))).noTicketYet).toBe(true);
  });
});

const bulk = (fields: Record<string, string | string[]>) =>
  helpdeskQueueAction(post(PATH, { intent: "bulk", ...fields }));

describe("bulk actions", { timeout: 30_000 }, () => {
  it("assigns a selection, one journaled change per ticket, and says so in French", async () => {
    as(await viewerIn(t0.db, owner, a));
    const result = answer(await bulk({ ticket: ["1", "2"], operation: `assign:${tech.id}` }));
    expect(result).toMatchObject({ ok: true, notice: t.notices.assigned(2, "Ibrahima Sow") });
    for (const n of [1, 2]) expect((await rowOf(a, n)).assigneeId).toBe(tech.id);
  });

  it("changes statuses with the pending reason, and priorities", async () => {
    as(await viewerIn(t0.db, tech, a));
    expect(
      answer(await bulk({ ticket: ["1", "3"], operation: "status:pending:client" })),
    ).toMatchObject({
      ok: true,
      notice: t.notices.status(2, "En attente du client"),
    });
    const pending = await rowOf(a, 3);
    expect(pending).toMatchObject({
      status: "pending",
      pendingReason: "client",
      slaRunningSince: null,
    });
    expect(answer(await bulk({ ticket: "3", operation: "priority:urgent" }))).toMatchObject({
      ok: true,
      notice: t.notices.priority(1, "Urgente"),
    });
    expect((await rowOf(a, 3)).priority).toBe("urgent");
    // Already there: left as it is, not refused.
    expect(answer(await bulk({ ticket: "1", operation: "status:pending:client" })).ok).toBe(true);
  });

  it("changes all the selection or nothing: a refused ticket is named, the others untouched", async () => {
    const closed = await openTicket(t0.db, a, "Déjà annulé");
    as(await viewerIn(t0.db, tech, a));
    await bulk({ ticket: String(closed.number), operation: "status:cancelled" });
    const before = await rowOf(a, 2);
    const result = answer(
      await bulk({ ticket: ["2", String(closed.number)], operation: "status:in_progress" }),
    );
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect(result.formError).toBe(
      t.errors.ofTicket(
        ticketNumberLabel(closed.number),
        helpdeskErrors.transition("cancelled", "in_progress"),
      ),
    );
    expect(result.values).toEqual({
      tickets: `2,${closed.number}`,
      operation: "status:in_progress",
    });
    const after = await rowOf(a, 2);
    expect(after).toMatchObject({ status: before.status, version: before.version });
  });

  it("answers 404 for a number of another workspace, nothing changed", async () => {
    as(await viewerIn(t0.db, tech, a));
    const before = await rowOf(a, 2);
    const result = answer(await bulk({ ticket: ["2", "999"], operation: "priority:high" }));
    expect(result).toMatchObject({ ok: false, status: 404 });
    expect(result.formError).toContain(ticketNumberLabel(999));
    expect((await rowOf(a, 2)).version).toBe(before.version);
    as(await viewerIn(t0.db, other, other.organizationId));
    expect(answer(await bulk({ ticket: "3", operation: "priority:low" })).status).toBe(404);
    expect((await rowOf(a, 3)).priority).toBe("urgent");
  });

  it("refuses a Membre (403), an unknown technician (409) and malformed selections (400)", async () => {
    as(await viewerIn(t0.db, member, a));
    const forbidden = answer(await bulk({ ticket: "2", operation: "priority:high" }));
    expect(forbidden).toMatchObject({ status: 403, formError: workspaceErrors.forbidden });
    as(await viewerIn(t0.db, tech, a));
    expect(answer(await bulk({ ticket: "2", operation: `assign:${member.id}` }))).toMatchObject({
      status: 409,
      formError: helpdeskErrors.assignee,
    });
    expect(answer(await bulk({ operation: "priority:high" }))).toMatchObject({
      status: 400,
      formError: t.errors.noSelection,
    });
    expect(answer(await bulk({ ticket: "2", operation: "status:new" }))).toMatchObject({
      status: 400,
      formError: t.errors.noAction,
    });
    expect(answer(await bulk({ ticket: ["2", "x"], operation: "priority:low" })).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => String(i + 1));
    expect(answer(await bulk({ ticket: many, operation: "priority:low" }))).toMatchObject({
      status: 400,
      formError: t.errors.tooMany,
    });
    const wrong = answer(
      await helpdeskQueueAction(
        post(PATH, { intent: "autre", ticket: "2", operation: "priority:low" }),
      ),
    );
    expect(wrong).toMatchObject({ status: 400, formError: t.errors.unknownIntent });
  });

  it("refuses a read-only workspace (trial over) with the French message", async () => {
    const shop = await addOwner(t0.db, "Boutique Kaloum");
    await openTicket(t0.db, shop.organizationId, "Caisse bloquée");
    await endTrial(t0.db, shop.organizationId);
    as(await viewerIn(t0.db, shop, shop.organizationId));
    expect(answer(await bulk({ ticket: "1", operation: "priority:high" }))).toMatchObject({
      status: 403,
      formError: workspaceErrors.readOnly,
    });
    expect((await rowOf(shop.organizationId, 1)).priority).toBe("normal");
    // Reading stays allowed.
    expect((await page(await viewerIn(t0.db, shop, shop.organizationId))).readOnly).toBe(true);
  });
});

describe("the CSV export and the dashboard card", { timeout: 30_000 }, () => {
  it("exports the view as a French CSV attachment, formulas neutralised, never cached", async () => {
    await openTicket(t0.db, a, '=HYPERLINK("http://evil.example","clic")', "csv@exemple.gn");
    as(await viewerIn(t0.db, tech, a));
    const response = await exportQueue(get(`${PATH}/export?demandeur=csv%40exemple.gn`));
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="tickets-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await response.text();
    const [head, line, rest] = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(head).toContain('"Numéro";"Sujet";"Statut";"Priorité"');
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""clic"")"`);
    expect(line).toContain('"Nouveau";"Normale"');
    expect(rest).toBe("");
  });

  it("finds the requester by name or address for the team (accents ignored), not for a Membre", async () => {
    await openTicket(t0.db, a, "Clavier bloqué", "élodie.kourouma@exemple.gn");
    const subjects = async (person: Person, search: string) =>
      (await page(await viewerIn(t0.db, person, a), search)).rows.map((r) => r.subject);
    expect(await subjects(tech, "?q=ELODIE")).toEqual(["Clavier bloqué"]);
    expect(await subjects(tech, "?q=kourouma%40exemple.gn")).toEqual(["Clavier bloqué"]);
    expect(await subjects(tech, "?q=moussa")).toEqual(["Réseau lent"]);
    expect(await subjects(tech, "?q=100%25")).toEqual([]);
    expect(await subjects(member, "?q=elodie")).toEqual([]);
  });

  it("exports every ticket of the view, batch after batch, in the view's order", async () => {
    as(await viewerIn(t0.db, owner, a));
    const response = await exportQueue(get(`${PATH}/export?vue=all&tri=number`), new Date(), 2);
    const numbers = (await response.text())
      .split("\r\n")
      .slice(1, -1)
      .map((line) => line.slice(1, line.indexOf('"', 1)));
    const stored = await inTenant(t0.db, a, (tx) => tx.select().from(ticket));
    expect(stored.length).toBeGreaterThan(2);
    expect(numbers).toEqual(
      stored
        .map((row) => row.number)
        .sort((x, y) => y - x)
        .map(ticketNumberLabel),
    );
  });

  it("exports a Membre's own tickets only, and refuses anonymous visitors", async () => {
    as(await viewerIn(t0.db, member, a));
    const text = await (await exportQueue(get(`${PATH}/export`))).text();
    expect(text).toContain("Écran cassé");
    expect(text).not.toContain("Imprimante");
    as(null);
    expect((await rejection(exportQueue(get(`${PATH}/export`)))).status).toBe(302);
  });

  it("counts the open tickets each person sees; nothing for anonymous visitors", async () => {
    as(null);
    expect(await openTicketsCardData(get("/dashboard"))).toBeNull();
    as(await viewerIn(t0.db, owner, a));
    const all = await inTenant(t0.db, a, (tx) => tx.select().from(ticket));
    const open = all.filter((r) => ["new", "in_progress", "pending"].includes(r.status)).length;
    expect(await openTicketsCardData(get("/dashboard"))).toEqual({
      count: open,
      own: false,
      href: "/dashboard/helpdesk?statut=new&statut=in_progress&statut=pending",
      // Open at last month's end (helpdesk-home.server.test.ts has its figures).
      previous: expect.any(Number),
      previousLabel: expect.stringMatching(/^fin /),
    });
    as(await viewerIn(t0.db, member, a));
    const own = await openTicketsCardData(get("/dashboard"));
    expect(own).toMatchObject({ count: 1, own: true });
    expect(own).not.toHaveProperty("previous");
  });
});
