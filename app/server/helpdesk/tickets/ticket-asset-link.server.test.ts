import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { helpdeskErrors, ticketNumberLabel } from "~/content/helpdesk";
import { ticketPageTexts, type TicketNoticeCode } from "~/content/helpdesk-ticket";
import { assetPath } from "~/content/inventory";
import { ticketAssetTexts } from "~/content/inventory-asset";
import type { AssetPageView } from "~/contracts/asset-page-view";
import type { TicketPageView } from "~/contracts/ticket-page-view";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { ticketAsset } from "~/server/db/inventory-schema.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { ticketPageAction } from "./ticket-page-action.server";
import * as testRequests from "./ticket-page-test-kit.server";
import { answer, openTicket, thrown } from "./ticket-page-test-kit.server";
import { loadTicketPage } from "./ticket-page.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import {
  addMember,
  addOwner,
  addUser,
  viewerOf,
} from "~/server/workspaces/workspace-test-data.server";
import { testPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import { loadAssetPage } from "~/server/inventory/index.server";
import { addAsset } from "~/server/inventory/inventory-test-kit.server";

// 'Équipements concernés' on the ticket page: the team links an existing ticket to assets of its
// workspace by tag (any case) or serial and removes a link, each journaled; an unknown tag and
// another workspace's are the same field error, another workspace's id the 404 page; a requester
// (Membre) is refused; a closed or cancelled ticket's links no longer change.

let t: Awaited<ReturnType<typeof openTestDb>>;
const { as, get, post } = tenantRequests(() => t.db, {
  get: testRequests.get,
  post: testRequests.post,
});

type Person = { id: string; name: string; email: string };
let owner: Person & { organizationId: string };
let fatou: Person;
let a: string;
let b: string;
let laptop: string;
let printer: string;
let theirs: string;

beforeAll(async () => {
  t = await openTestDb();
  owner = await addOwner(t.db, "Aïssatou Diallo");
  a = owner.organizationId;
  b = (await addOwner(t.db, "Mamadou Barry")).organizationId;
  fatou = await addUser(t.db, "Fatou Camara");
  await addMember(t.db, a, fatou.id, "member");
  const person = await testPerson(t.db, "Ibrahima Sow");
  const add = async (org: string, draft: Parameters<typeof addAsset>[3]) =>
    (await addAsset(t.db, org, person, draft)).id;
  laptop = await add(a, { name: "Portable de Fatou", serial: "SN-PF-0001" });
  printer = await add(a, { name: "Imprimante de l'accueil", serial: "Hp-Lab-77" });
  theirs = await add(b, { name: "Secret de B", tag: "SEC-00009", serial: "SN-B-0001" });
}, 120_000);
afterAll(() => t.cleanup());
beforeEach(async () => as(await viewerOf(t.db, owner, a)));

let counter = 0;
async function fresh(requester = { email: `demandeur-${++counter}@exemple.gn`, name: "Moussa" }) {
  const { number } = await openTicket(t.db, a, "Écran noir", requester);
  const path = `/dashboard/helpdesk/${number}`;
  const send = async (fields: Record<string, string>) =>
    answer(await ticketPageAction(post(path, fields), String(number)));
  const page = async () =>
    answer(await loadTicketPage(get(path), String(number))).view as TicketPageView;
  const links = () =>
    inTenant(t.db, a, async (tx) => {
      const [row] = await tx
        .select({ id: ticket.id })
        .from(ticket)
        .where(eq(ticket.number, number));
      const rows = await tx.select().from(ticketAsset).where(eq(ticketAsset.ticketId, row!.id));
      return rows.map((r) => r.assetId).sort();
    });
  return { number, path, send, page, links };
}

const link = (asset: string) => ({ intent: "link-asset", asset });
const unlink = (assetId: string) => ({ intent: "unlink-asset", assetId });
const notice = (path: string, code: TicketNoticeCode) => `${path}?avis=${code}`;

const journalOf = (organizationId: string, target: string) =>
  inTenant(t.db, organizationId, (tx) =>
    tx
      .select({ action: auditLog.action, details: auditLog.details, actor: auditLog.actorName })
      .from(auditLog)
      .where(
        and(
          inArray(auditLog.action, ["ticket.asset_linked", "ticket.asset_unlinked"]),
          eq(auditLog.target, target),
        ),
      )
      .orderBy(auditLog.createdAt),
  );

const ticketsOf = async (id: string) =>
  (answer(await loadAssetPage(get(assetPath(id)), id)).view as AssetPageView).tickets;

describe("linking a ticket to assets from its page", { timeout: 30_000 }, () => {
  it("links by tag in any case and by serial; the ticket lists both, each asset the ticket", async () => {
    const tk = await fresh();
    expect(await tk.send(link("  act-00001 "))).toMatchObject({
      status: 303,
      location: notice(tk.path, "equipement-lie"),
    });
    expect(await tk.send(link("Hp-Lab-77"))).toMatchObject({
      location: notice(tk.path, "equipement-lie"),
    });
    expect((await tk.page()).assets).toEqual([
      { id: laptop, tag: "ACT-00001", name: "Portable de Fatou", href: assetPath(laptop) },
      { id: printer, tag: "ACT-00002", name: "Imprimante de l'accueil", href: assetPath(printer) },
    ]);
    for (const id of [laptop, printer]) {
      expect(await ticketsOf(id)).toContainEqual(
        expect.objectContaining({ number: tk.number, href: tk.path }),
      );
    }
    // Again, by its serial in lower case: nothing written twice, and the page says so.
    expect(await tk.send(link("sn-pf-0001"))).toMatchObject({
      location: notice(tk.path, "equipement-deja-lie"),
    });
    expect(await tk.links()).toEqual([laptop, printer].sort());
    const label = `${ticketNumberLabel(tk.number)} Écran noir`;
    expect(await journalOf(a, label)).toEqual([
      {
        action: "ticket.asset_linked",
        details: { asset: "ACT-00001 · Portable de Fatou" },
        actor: "Aïssatou Diallo",
      },
      {
        action: "ticket.asset_linked",
        details: { asset: "ACT-00002 · Imprimante de l'accueil" },
        actor: "Aïssatou Diallo",
      },
    ]);
  });

  it("removes a link: gone from both pages, journaled; removing it again is the 404 page", async () => {
    const tk = await fresh();
    await tk.send(link("ACT-00001"));
    await tk.send(link("ACT-00002"));
    expect(await tk.send(unlink(printer))).toMatchObject({
      status: 303,
      location: notice(tk.path, "equipement-retire"),
    });
    expect((await tk.page()).assets.map((x) => x.id)).toEqual([laptop]);
    expect((await ticketsOf(printer)).map((x) => x.number)).not.toContain(tk.number);
    const label = `${ticketNumberLabel(tk.number)} Écran noir`;
    expect((await journalOf(a, label)).at(-1)).toMatchObject({
      action: "ticket.asset_unlinked",
      details: { asset: "ACT-00002 · Imprimante de l'accueil" },
    });
    expect((await thrown(tk.send(unlink(printer)))).status).toBe(404);
    expect(await tk.links()).toEqual([laptop]);
  });

  it("refuses an unknown tag and another workspace's tag or serial alike (400, value kept)", async () => {
    const tk = await fresh();
    for (const typed of ["ACT-99999", "SEC-00009", "sec-00009", "SN-B-0001", "a\u0000b"]) {
      expect(await tk.send(link(typed)), typed).toMatchObject({
        status: 400,
        formError: helpdeskErrors.invalid,
        fieldErrors: { asset: ticketAssetTexts.errors.notFound },
        values: { asset: typed },
      });
    }
    expect(await tk.send(link("   "))).toMatchObject({
      status: 400,
      fieldErrors: { asset: ticketAssetTexts.errors.required },
    });
    expect(await tk.links()).toEqual([]);
    const written = await inTenant(t.db, b, (tx) => tx.select().from(ticketAsset));
    expect(written).toEqual([]);
  });

  it("is the 404 page to remove another workspace's asset, an unknown or malformed id", async () => {
    const tk = await fresh();
    await tk.send(link("ACT-00001"));
    for (const id of [theirs, randomUUID(), "pas-un-id", ""]) {
      expect((await thrown(tk.send(unlink(id)))).status, id).toBe(404);
    }
    expect(await tk.links()).toEqual([laptop]);
  });

  it("refuses a requester (Membre) with 403; they see the links, never the forms", async () => {
    const tk = await fresh({ email: fatou.email, name: fatou.name });
    await tk.send(link("ACT-00001"));
    as(await viewerOf(t.db, fatou, a));
    for (const fields of [link("ACT-00002"), unlink(laptop)]) {
      expect(await tk.send(fields), fields.intent).toMatchObject({
        status: 403,
        formError: ticketPageTexts.errors.notesForbidden,
      });
    }
    const view = await tk.page();
    expect(view.manage).toBeNull();
    expect(view.assets.map((x) => x.id)).toEqual([laptop]);
    expect(await tk.links()).toEqual([laptop]);
  });

  it("no longer changes the links of a cancelled ticket (409), still listed", async () => {
    const tk = await fresh();
    await tk.send(link("ACT-00001"));
    await tk.send({ intent: "properties", to: "cancelled", version: "1" });
    for (const fields of [link("ACT-00002"), unlink(laptop)]) {
      expect(await tk.send(fields), fields.intent).toMatchObject({
        status: 409,
        formError: helpdeskErrors.finalStatus,
      });
    }
    const view = await tk.page();
    expect(view.manage?.editable).toBe(false);
    expect(view.assets.map((x) => x.id)).toEqual([laptop]);
  });
});
