import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { helpdeskSettingsTexts } from "~/content/helpdesk-settings";
import { workspaceErrors } from "~/content/workspaces";
import { cannedReply, ticket, ticketCategory } from "~/server/db/helpdesk-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { authMember } from "~/server/db/schema.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import {
  addMember,
  addOwner,
  addUser,
  endTrial,
  viewerOf,
} from "~/server/workspaces/workspace-test-data.server";
import { helpdeskContext } from "../helpdesk-context.server";
import { helpdeskSettingsAction, loadHelpdeskSettings } from "./settings-page.server";
import * as settingsRequests from "./settings-test-kit.server";
import { answerOf, thrownBy } from "./settings-test-kit.server";
import { createTicket } from "../tickets/ticket-create.server";

// The settings page's loader and action on a real database (the viewer is given, no session):
// who may see and change what, the categories' rules (two levels, unique names, defaults), the
// canned replies, refusals in French with nothing changed, and another workspace's ids → 404.

let t: Awaited<ReturnType<typeof openTestDb>>;
const requests = tenantRequests(() => t.db, {
  settingsGet: settingsRequests.settingsGet,
  settingsPost: settingsRequests.settingsPost,
});
const { settingsGet, settingsPost, serve } = requests;

const e = helpdeskSettingsTexts.errors;
const n = helpdeskSettingsTexts.notices;
const as = async (user: { id: string; name: string; email: string }, org: string) =>
  requests.as(await viewerOf(t.db, user, org));
const post = async (fields: Record<string, string | string[]>) =>
  answerOf(await helpdeskSettingsAction(settingsPost(fields)));

type Person = Awaited<ReturnType<typeof addOwner>>;
let owner: Person;
let other: Person;
let admin: { id: string; name: string; email: string };
let technician: typeof admin;
let member: typeof admin;
let a: string;

const categoriesOf = (org: string) => inTenant(t.db, org, (tx) => tx.select().from(ticketCategory));
const categoryNamed = async (name: string, org = a) =>
  (await categoriesOf(org)).find((c) => c.name === name)!;
const journalOf = (org: string) => inTenant(t.db, org, (tx) => tx.select().from(auditLog));
const category = (name: string, more: Record<string, string> = {}) => ({
  intent: "category-create",
  name,
  parentId: "",
  assigneeId: "",
  priority: "",
  ...more,
});

beforeAll(async () => {
  t = await openTestDb();
  owner = await addOwner(t.db, "Aïssatou Diallo");
  other = await addOwner(t.db, "Mamadou Barry");
  a = owner.organizationId;
  admin = await addUser(t.db, "Fatou Camara");
  technician = await addUser(t.db, "Ibrahima Sow");
  member = await addUser(t.db, "Oumou Bah");
  await addMember(t.db, a, admin.id, "admin");
  await addMember(t.db, a, technician.id, "technician");
  await addMember(t.db, a, member.id, "member");
}, 120_000);
afterAll(() => t.cleanup());
beforeEach(() => requests.as(null));

describe("who sees the settings", { timeout: 30_000 }, () => {
  it("shows owners and administrators the defaults before anything is saved", async () => {
    for (const person of [owner, admin]) {
      await as(person, a);
      const { data } = (await loadHelpdeskSettings(settingsGet())) as unknown as {
        data: { view: Record<string, unknown> };
      };
      expect(data.view).toMatchObject({
        workspaceName: "Espace d'Aïssatou",
        readOnly: false,
        categories: [],
        targets: { urgent: { firstResponse: "1\u00a0h", resolution: "4\u00a0h" } },
        calendar: { timeZone: "Africa/Conakry", workDays: [1, 2, 3, 4, 5], start: "08:00" },
        holidays: [],
        autoCloseDays: 7,
        inbound: { enabled: false },
      });
      expect(data.view.inbound).toMatchObject({
        endpoint: expect.stringMatching(/\/api\/helpdesk\/inbound\/espace-d-aissatou-/),
      });
    }
  });

  it("refuses technicians and members with the French 403", async () => {
    for (const person of [technician, member]) {
      await as(person, a);
      const refused = await thrownBy(loadHelpdeskSettings(settingsGet()));
      expect(refused.init?.status).toBe(403);
      expect(refused.data?.message).toBe(workspaceErrors.forbidden);
      expect(await post(category("Piratage"))).toMatchObject({
        ok: false,
        status: 403,
        formError: workspaceErrors.forbidden,
      });
    }
    expect(await categoriesOf(a)).toEqual([]);
  });

  it("refuses every change while the workspace is read-only", async () => {
    const lapsed = await addOwner(t.db, "Kadiatou Bah");
    await endTrial(t.db, lapsed.organizationId);
    await as(lapsed, lapsed.organizationId);
    for (const fields of [
      category("Réseau") as Record<string, string>,
      { intent: "canned-create", title: "Bonjour", body: "Bonjour," },
      { intent: "auto-close-save", days: "10" },
      { intent: "inbound-generate" },
    ]) {
      expect(await post(fields)).toMatchObject({
        status: 403,
        formError: workspaceErrors.readOnly,
      });
    }
    expect(await categoriesOf(lapsed.organizationId)).toEqual([]);
    expect(await journalOf(lapsed.organizationId)).toHaveLength(1); // workspace.created only
  });
});

describe("categories", { timeout: 30_000 }, () => {
  it("adds a category with its defaults and a sub-category, journaled", async () => {
    await as(admin, a);
    expect(
      await post(category("Informatique", { assigneeId: technician.id, priority: "high" })),
    ).toMatchObject({ ok: true, notice: n.categoryCreated("Informatique") });
    const parent = await categoryNamed("Informatique");
    expect(parent).toMatchObject({
      parentId: null,
      defaultAssigneeId: technician.id,
      defaultPriority: "high",
    });
    expect(await post(category("Imprimantes", { parentId: parent.id }))).toMatchObject({
      ok: true,
    });
    expect(await categoryNamed("Imprimantes")).toMatchObject({
      parentId: parent.id,
      defaultAssigneeId: null,
      defaultPriority: null,
    });
    const entries = await journalOf(a);
    expect(
      entries.find(
        (x) =>
          x.action === "helpdesk.category_created" && x.target === "Informatique › Imprimantes",
      ),
    ).toMatchObject({ actorName: "Fatou Camara" });
    expect(entries.find((x) => x.target === "Informatique")?.details).toMatchObject({
      technicien: "Ibrahima Sow",
      priorité: "Haute",
    });
  });

  it("keeps to two levels and to unique names among siblings", async () => {
    await as(owner, a);
    const child = await categoryNamed("Imprimantes");
    const parent = await categoryNamed("Informatique");
    expect(await post(category("Toner", { parentId: child.id }))).toMatchObject({
      status: 400,
      fieldErrors: { parentId: e.parentNested },
      values: { name: "Toner", parentId: child.id },
    });
    expect(await post(category("  informatique ", {}))).toMatchObject({
      status: 409,
      fieldErrors: { name: e.duplicateCategory("Informatique", null) },
    });
    expect(await post(category("IMPRIMANTES", { parentId: parent.id }))).toMatchObject({
      status: 409,
      formError: e.duplicateCategory("Imprimantes", "Informatique"),
    });
    // The same name elsewhere is another category.
    expect(await post(category("Imprimantes"))).toMatchObject({ ok: true });
    expect((await categoriesOf(a)).map((c) => c.name).sort()).toEqual([
      "Imprimantes",
      "Imprimantes",
      "Informatique",
    ]);
  });

  it("refuses bad fields in French, input kept", async () => {
    await as(owner, a);
    for (const [fields, field, error] of [
      [category("  "), "name", e.nameRequired],
      [category("x".repeat(81)), "name", e.nameTooLong],
      [category("Deux\nlignes"), "name", e.control],
      [category("Réseau", { priority: "critique" }), "priority", e.priorityInvalid],
      [category("Réseau", { assigneeId: member.id }), "assigneeId", e.assigneeInvalid],
      [category("Réseau", { parentId: "pas-un-id" }), "parentId", e.parentInvalid],
    ] as const) {
      const result = await post(fields);
      expect(result).toMatchObject({ ok: false, fieldErrors: { [field]: error } });
      expect((result as { values?: Record<string, string> }).values?.name).toBe(fields.name);
    }
    expect(await categoriesOf(a)).toHaveLength(3);
  });

  it("edits a category: renamed (journal from → to), never a parent of itself or nested", async () => {
    await as(owner, a);
    const child = await categoryNamed("Imprimantes");
    const parent = await categoryNamed("Informatique");
    const edit = (id: string, fields: Record<string, string>) =>
      post({ ...category("", fields), intent: "category-update", id });
    expect(
      await edit(child.id, { name: "Impression", parentId: parent.id, priority: "urgent" }),
    ).toMatchObject({ ok: true, notice: n.categoryUpdated("Impression") });
    expect(await categoryNamed("Impression")).toMatchObject({ defaultPriority: "urgent" });
    expect(
      (await journalOf(a)).find((x) => x.action === "helpdesk.category_updated")?.details,
    ).toMatchObject({ from: "Informatique › Imprimantes", to: "Informatique › Impression" });
    const top = (await categoriesOf(a)).find((c) => c.name === "Imprimantes")!;
    expect(await edit(parent.id, { name: "Informatique", parentId: top.id })).toMatchObject({
      status: 400,
      fieldErrors: { parentId: e.parentHasChildren },
    });
    expect(await edit(top.id, { name: "Imprimantes", parentId: top.id })).toMatchObject({
      status: 400,
      fieldErrors: { parentId: e.parentSelf },
    });
    expect(await edit(top.id, { name: "Informatique" })).toMatchObject({ status: 409 });
    expect((await categoryNamed("Informatique")).parentId).toBeNull();
  });

  it("deletes a category in use: its tickets stay, without a category", async () => {
    await as(owner, a);
    const used = await categoryNamed("Impression");
    const { number } = await inTenant(t.db, a, async (tx) =>
      createTicket(await helpdeskContext(tx, { id: null, name: "Demandeur", type: "requester" }), {
        subject: "Bourrage papier",
        description: "L'imprimante du 2e étage bourre.",
        requester: { email: "demandeur@exemple.gn", name: "Demandeur" },
        source: "portal",
        categoryId: used.id,
      }),
    );
    const parent = await categoryNamed("Informatique");
    expect(await post({ intent: "category-delete", id: parent.id })).toMatchObject({
      status: 409,
      formError: helpdeskSettingsTexts.categories.hasChildren("Informatique"),
    });
    expect(await post({ intent: "category-delete", id: used.id })).toMatchObject({
      ok: true,
      notice: n.categoryDeleted("Impression", 1),
    });
    const [row] = await inTenant(t.db, a, (tx) =>
      tx.select().from(ticket).where(eq(ticket.number, number)),
    );
    expect(row).toMatchObject({ categoryId: null, version: 1 });
    expect(
      (await journalOf(a)).find((x) => x.action === "helpdesk.category_deleted"),
    ).toMatchObject({
      target: "Informatique › Impression",
      details: { tickets: "1" },
    });
  });

  it("keeps opening tickets when the default technician has left", async () => {
    const leaving = await addUser(t.db, "Sory Kaba");
    await addMember(t.db, a, leaving.id, "technician");
    await as(owner, a);
    expect(await post(category("Téléphonie", { assigneeId: leaving.id }))).toMatchObject({
      ok: true,
    });
    await t.db.delete(authMember).where(eq(authMember.userId, leaving.id));
    const phone = await categoryNamed("Téléphonie");
    const opened = await inTenant(t.db, a, async (tx) =>
      createTicket(await helpdeskContext(tx, { id: null, name: "Demandeur", type: "requester" }), {
        subject: "Standard muet",
        description: "Plus de tonalité.",
        requester: { email: "demandeur@exemple.gn", name: "Demandeur" },
        source: "portal",
        categoryId: phone.id,
      }),
    );
    const [row] = await inTenant(t.db, a, (tx) =>
      tx.select().from(ticket).where(eq(ticket.number, opened.number)),
    );
    expect(row).toMatchObject({ categoryId: phone.id, assigneeId: null });
    const { data } = (await loadHelpdeskSettings(settingsGet())) as unknown as {
      data: { view: { categories: { name: string; defaultAssigneeName: string | null }[] } };
    };
    expect(data.view.categories.find((c) => c.name === "Téléphonie")).toMatchObject({
      defaultAssigneeName: null,
    });
    await post({ intent: "category-delete", id: phone.id });
  });

  it("answers 404 for another workspace's category, nothing changed", async () => {
    const mine = await categoryNamed("Informatique");
    await as(other, other.organizationId);
    for (const fields of [
      { ...category("Volé"), intent: "category-update", id: mine.id },
      { intent: "category-delete", id: mine.id },
      { intent: "category-delete", id: "1; drop table ticket" },
      category("Sous-volé", { parentId: mine.id }),
    ]) {
      expect(await post(fields)).toMatchObject({ ok: false, status: 404 });
    }
    expect(await categoryNamed("Informatique")).toEqual(mine);
    expect(await categoriesOf(other.organizationId)).toEqual([]);
  });
});

describe("canned replies", { timeout: 30_000 }, () => {
  const canned = (title: string, body: string, more: Record<string, string> = {}) => ({
    intent: "canned-create",
    title,
    body,
    ...more,
  });
  const repliesOf = (org: string) => inTenant(t.db, org, (tx) => tx.select().from(cannedReply));

  it("adds, edits and deletes a canned reply, journaled", async () => {
    await as(admin, a);
    const body = "Bonjour,\r\n\r\nMerci pour votre message <script>alert(1)</script>.";
    expect(await post(canned("Accusé de réception", body))).toMatchObject({
      ok: true,
      notice: n.cannedCreated("Accusé de réception"),
    });
    const [reply] = await repliesOf(a);
    expect(reply!.body).toBe("Bonjour,\n\nMerci pour votre message <script>alert(1)</script>.");
    expect(await post(canned("accusé de réception", "Autre"))).toMatchObject({
      status: 409,
      fieldErrors: { title: e.duplicateCanned("Accusé de réception") },
    });
    expect(
      await post(canned("Accusé", "Bien reçu.", { intent: "canned-update", id: reply!.id })),
    ).toMatchObject({ ok: true });
    expect(await repliesOf(a)).toEqual([{ ...reply, title: "Accusé", body: "Bien reçu." }]);
    expect(await post({ intent: "canned-delete", id: reply!.id })).toMatchObject({
      notice: n.cannedDeleted("Accusé"),
    });
    expect(await repliesOf(a)).toEqual([]);
    const actions = (await journalOf(a)).map((x) => x.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "helpdesk.canned_created",
        "helpdesk.canned_updated",
        "helpdesk.canned_deleted",
      ]),
    );
  });

  it("refuses empty, long or control-laden replies, and other workspaces' ids", async () => {
    await as(owner, a);
    expect(await post(canned("", "x"))).toMatchObject({ fieldErrors: { title: e.titleRequired } });
    expect(await post(canned("Titre", "   "))).toMatchObject({
      fieldErrors: { body: e.bodyRequired },
    });
    expect(await post(canned("Titre", "é".repeat(5001)))).toMatchObject({
      fieldErrors: { body: e.bodyTooLong },
    });
    expect(await post(canned("Titre", "nul\u0000"))).toMatchObject({
      fieldErrors: { body: e.bodyControl },
    });
    expect(await post(canned("Titre", "é".repeat(5000)))).toMatchObject({ ok: true });
    const [mine] = await repliesOf(a);
    await as(other, other.organizationId);
    expect(
      await post(canned("Volé", "x", { intent: "canned-update", id: mine!.id })),
    ).toMatchObject({ status: 404, formError: e.cannedNotFound });
    expect(await post({ intent: "canned-delete", id: mine!.id })).toMatchObject({ status: 404 });
    expect(await repliesOf(a)).toEqual([mine]);
  });
});

describe("bad requests", { timeout: 30_000 }, () => {
  it("refuses an unknown intent, a repeated field and a wrong content type", async () => {
    await as(owner, a);
    expect(await post({ intent: "__proto__" })).toMatchObject({
      status: 400,
      formError: e.unknownIntent,
    });
    expect(await post({ ...category("A"), name: ["A", "B"] })).toMatchObject({ status: 400 });
    const json = serve(
      new Request(settingsGet().url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      }),
    );
    expect(answerOf(await helpdeskSettingsAction(json))).toMatchObject({ status: 415 });
    expect((await categoriesOf(a)).some((c) => c.name === "A")).toBe(false);
  });
});
