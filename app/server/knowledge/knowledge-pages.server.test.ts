import { rejection } from "~/server/platform/test-kit.server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { knowledgeErrors, knowledgeJournalLabels } from "~/content/knowledge";
import { workspaceErrors } from "~/content/workspaces";
import type { Viewer } from "~/server/auth/viewer.server";
import { openTestDb } from "~/server/db/test-db.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import * as testRequests from "~/server/helpdesk/queue/queue-test-data.server";
import {
  answer,
  openTicket,
  viewerIn,
  type Person,
} from "~/server/helpdesk/queue/queue-test-data.server";
import { portalSuggestions, ticketPanels } from "~/server/module-contributions.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { listJournal } from "~/server/workspaces/journal-list.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import { addMember, addOwner, addUser } from "~/server/workspaces/workspace-test-data.server";
import {
  articleAction,
  articleFormAction,
  articleFormLoader,
  articleLoader,
  knowledgeListLoader,
} from "./knowledge-pages.server";
import { portalArticle } from "./portal-help.server";
import { linkArticleAction } from "./ticket-panel.server";

// The knowledge base on a test database (both engines): a technician writes and publishes, a
// Membre reads published articles only and writes nothing, French errors keep the text, the
// French search finds inflected words, another workspace's article is a 404, and the other
// modules' pages get its panel and portal suggestions through the module list.

let t0: Awaited<ReturnType<typeof openTestDb>>;

const { as, get, post } = tenantRequests(() => t0.db, {
  get: testRequests.get,
  post: testRequests.post,
});
const PATH = "/dashboard/it-procedures-tracking";

type Owner = Awaited<ReturnType<typeof addOwner>>;
let owner: Owner;
let other: Owner;
let tech: Person;
let member: Person;
let a: string;

const PRINTER = [
  "## Étapes",
  "",
  "1. Ouvrir les paramètres des imprimantes.",
  "2. Ajouter `\\\\srv-print\\compta`.",
  "",
  "Voir [la documentation](https://exemple.gn/doc).",
].join("\n");

async function write(viewer: Viewer, fields: Record<string, string>, id?: string) {
  as(viewer);
  const path = id ? `${PATH}/${id}/modifier` : `${PATH}/nouveau`;
  return articleFormAction(
    post(path, { title: "", category: "", body: "", status: "draft", ...fields }),
    id,
  );
}
const idOf = (response: unknown) =>
  (response as Response).headers.get("Location")!.split("/").at(-1)!.split("?")[0]!;

let printer: string;
let draft: string;

beforeAll(async () => {
  t0 = await openTestDb();
  owner = await addOwner(t0.db, "Aïssatou Diallo");
  other = await addOwner(t0.db, "Mamadou Barry");
  tech = await addUser(t0.db, "Ibrahima Sow");
  member = await addUser(t0.db, "Kadiatou Bah");
  a = owner.organizationId;
  await addMember(t0.db, a, tech.id, "technician");
  await addMember(t0.db, a, member.id, "member");
}, 120_000);
afterAll(() => t0.cleanup());

describe("the knowledge base", { timeout: 30_000 }, () => {
  it("lets a technician write and publish, journaled with the module's labels", async () => {
    const techViewer = await viewerIn(t0.db, tech, a);
    const created = await write(techViewer, {
      title: "Installer l'imprimante réseau",
      category: "Impression",
      body: PRINTER,
      status: "published",
    });
    expect((created as Response).status).toBe(303);
    printer = idOf(created);
    draft = idOf(
      await write(techViewer, {
        title: "Réinitialiser le VPN",
        category: "Réseau",
        body: "À venir",
      }),
    );
    as(await viewerIn(t0.db, owner, a));
    const page = await inTenant(t0.db, a, (tx) =>
      listJournal(tx, { category: "all", before: null, after: null }),
    );
    const labels = page.entries.map((e) => e.actionLabel);
    expect(labels).toContain(knowledgeJournalLabels["article.created"]);
    expect(labels).toContain(knowledgeJournalLabels["article.published"]);
  });

  it("shows a Membre the published articles only, and refuses them any write", async () => {
    const reader = await viewerIn(t0.db, member, a);
    as(reader);
    const list = (await knowledgeListLoader(get(PATH))) as unknown as {
      data: { view: { canWrite: boolean; items: { title: string }[] } };
    };
    expect(list.data.view.canWrite).toBe(false);
    expect(list.data.view.items.map((i) => i.title)).toEqual(["Installer l'imprimante réseau"]);
    as(reader);
    expect((await rejection(articleLoader(get(`${PATH}/${draft}`), draft))).init?.status).toBe(404);
    const refused = answer(await write(reader, { title: "Pirate", body: "x" }));
    expect(refused).toMatchObject({ status: 403, formError: workspaceErrors.forbidden });
    as(reader);
    const publish = answer(
      await articleAction(post(`${PATH}/${draft}`, { intent: "publish" }), draft),
    );
    expect(publish.status).toBe(403);
  });

  it("refuses an empty title or text in French and keeps what was typed", async () => {
    const refused = answer(
      await write(await viewerIn(t0.db, tech, a), {
        title: "  ",
        category: "Réseau",
        body: "Mon texte",
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors).toEqual({ title: knowledgeErrors.titleRequired });
    expect(refused.values).toMatchObject({ category: "Réseau", body: "Mon texte" });
  });

  it("refuses a save from a stale page, its text kept", async () => {
    const techViewer = await viewerIn(t0.db, tech, a);
    const fields = {
      title: "Réinitialiser le VPN",
      category: "Réseau",
      body: "Version A",
      version: "1",
    };
    expect((await write(techViewer, fields, draft)) as Response).toHaveProperty("status", 303);
    const stale = answer(await write(techViewer, { ...fields, body: "Version B" }, draft));
    expect(stale).toMatchObject({ status: 409, formError: knowledgeErrors.stale });
    expect(stale.values?.body).toBe("Version B");
  });

  it("finds inflected French words and filters by category", async () => {
    as(await viewerIn(t0.db, tech, a));
    const found = (await knowledgeListLoader(get(`${PATH}?q=imprimantes`))) as unknown as {
      data: { view: { items: { title: string }[]; categories: string[] } };
    };
    expect(found.data.view.items.map((i) => i.title)).toEqual(["Installer l'imprimante réseau"]);
    expect(found.data.view.categories).toEqual(["Impression", "Réseau"]);
    as(await viewerIn(t0.db, tech, a));
    const network = (await knowledgeListLoader(
      get(`${PATH}?categorie=R%C3%A9seau`),
    )) as unknown as {
      data: { view: { items: { title: string }[] } };
    };
    expect(network.data.view.items.map((i) => i.title)).toEqual(["Réinitialiser le VPN"]);
  });

  it("renders Markdown without raw HTML or script links, links with noopener nofollow", async () => {
    const techViewer = await viewerIn(t0.db, tech, a);
    const id = idOf(
      await write(techViewer, {
        title: "Piège",
        body: '<script>alert(1)</script>\n\n[clic](javascript:alert(1)) <img src=x onerror="alert(2)">\n\n[doc](https://exemple.gn)',
      }),
    );
    as(techViewer);
    const page = (await articleLoader(get(`${PATH}/${id}`), id)) as unknown as {
      data: { view: { html: string } };
    };
    const html = page.data.view.html;
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain(
      '<a href="https://exemple.gn" rel="noopener nofollow" target="_blank">doc</a>',
    );
  });

  it("answers 404 for another workspace's article and for an id that is not one", async () => {
    as(await viewerIn(t0.db, other, other.organizationId));
    expect((await rejection(articleLoader(get(`${PATH}/${printer}`), printer))).init?.status).toBe(
      404,
    );
    as(await viewerIn(t0.db, other, other.organizationId));
    expect((await rejection(articleLoader(get(`${PATH}/abc`), "abc"))).init?.status).toBe(404);
    as(await viewerIn(t0.db, other, other.organizationId));
    const publish = answer(
      await articleAction(post(`${PATH}/${printer}`, { intent: "unpublish" }), printer),
    );
    expect(publish.status).toBe(404);
    as(await viewerIn(t0.db, other, other.organizationId));
    const form = articleFormLoader(get(`${PATH}/${printer}/modifier`), printer);
    expect((await rejection(form)).init?.status).toBe(404);
    as(await viewerIn(t0.db, other, other.organizationId));
    const save = answer(
      await articleFormAction(
        post(`${PATH}/${printer}/modifier`, { title: "Volé", body: "x", status: "draft" }),
        printer,
      ),
    );
    expect(save.status).toBe(404);
  });

  it("suggests published articles on the portal, never a draft or another workspace's", async () => {
    const links = await portalSuggestions(t0.db, a, "espace-a", "imprimante en panne");
    expect(links.map((l) => l.label)).toEqual(["Installer l'imprimante réseau"]);
    expect(links[0]!.href).toBe(`/portail/espace-a/aide/${printer}`);
    expect(await portalSuggestions(t0.db, a, "espace-a", "VPN")).toEqual([]);
    expect(await portalSuggestions(t0.db, other.organizationId, "b", "imprimante")).toEqual([]);
    const opened = await inTenant(t0.db, a, (tx) => portalArticle(tx, printer));
    expect(opened.title).toBe("Installer l'imprimante réseau");
    for (const [workspace, id] of [
      [other.organizationId, printer],
      [a, draft],
    ] as const) {
      const read = inTenant(t0.db, workspace, (tx) => portalArticle(tx, id));
      await expect(read).rejects.toMatchObject({ status: 404 });
    }
  });

  it("links an article from a ticket and shows it in the ticket's panel", async () => {
    const opened = await openTicket(t0.db, a, "L'imprimante ne répond plus");
    const techViewer = await viewerIn(t0.db, tech, a);
    const back = `/dashboard/helpdesk/${opened.number}`;
    as(techViewer);
    const linked = (await linkArticleAction(
      post(`${PATH}/lier`, { ticket: String(opened.number), article: printer, retour: back }),
    )) as Response;
    expect(linked.status).toBe(303);
    expect(linked.headers.get("Location")).toBe(back);
    const panels = await inTenant(t0.db, a, (tx) =>
      ticketPanels({
        tx,
        role: "technician",
        viewerId: tech.id,
        ticketId: opened.id,
        ticketNumber: opened.number,
        returnTo: back,
      }),
    );
    expect(panels.map((p) => p.links.map((l) => l.label))).toEqual([
      ["Installer l'imprimante réseau"],
    ]);
    as(await viewerIn(t0.db, other, other.organizationId));
    const foreign = answer(
      await linkArticleAction(
        post(`${PATH}/lier`, { ticket: String(opened.number), article: printer }),
      ),
    );
    expect(foreign.status).toBe(404);
    const rows = await inTenant(t0.db, a, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.action, "article.linked")),
    );
    expect(rows).toHaveLength(1);
  });
});
