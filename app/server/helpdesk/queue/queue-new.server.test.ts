import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { helpdeskErrors } from "~/content/helpdesk";
import { newTicketTexts as t } from "~/content/helpdesk-queue";
import { workspaceErrors } from "~/content/workspaces";
import { openTestDb } from "~/server/db/test-db.server";
import { helpdeskContact, ticket, ticketCategory } from "~/server/db/helpdesk-schema.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import {
  addMember,
  addOwner,
  addUser,
  endTrial,
} from "~/server/workspaces/workspace-test-data.server";
import { newTicketAction, newTicketLoader } from "./queue-new.server";
import * as testRequests from "./queue-test-data.server";
import { answer, viewerIn, type Person } from "./queue-test-data.server";

// The dashboard's 'Nouveau ticket' form on a real test database: what technicians and members
// may enter, the French errors next to the fields with the input kept, the idempotency key,
// read-only workspaces.

let t0: Awaited<ReturnType<typeof openTestDb>>;

const { as, get, post } = tenantRequests(() => t0.db, {
  get: testRequests.get,
  post: testRequests.post,
});
const PATH = "/dashboard/helpdesk/nouveau";

type Owner = Awaited<ReturnType<typeof addOwner>>;
let owner: Owner;
let tech: Person;
let member: Person;
let a: string;
let category: string;

const FORM = {
  subject: "Imprimante du 2e étage",
  description: "Elle affiche «\u202fbourrage papier\u202f» <script>alert(1)</script>",
  requesterEmail: "Fatou@Exemple.gn",
  requesterName: "Fatou Camara",
  type: "incident",
  categoryId: "",
  priority: "high",
  assigneeId: "",
  source: "phone",
};

const tickets = (organizationId: string) =>
  inTenant(t0.db, organizationId, (tx) =>
    tx
      .select({ ticket, email: helpdeskContact.email, name: helpdeskContact.name })
      .from(ticket)
      .innerJoin(helpdeskContact, eq(helpdeskContact.id, ticket.requesterId))
      .orderBy(ticket.number),
  );

async function created(fields: Record<string, string>) {
  const response = (await newTicketAction(post(PATH, fields))) as Response;
  expect(response.status).toBe(303);
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  return response.headers.get("Location");
}

beforeAll(async () => {
  t0 = await openTestDb();
  owner = await addOwner(t0.db, "Aïssatou Diallo");
  tech = await addUser(t0.db, "Ibrahima Sow");
  member = await addUser(t0.db, "Kadiatou Bah");
  a = owner.organizationId;
  await addMember(t0.db, a, tech.id, "technician");
  await addMember(t0.db, a, member.id, "member");
  const [row] = await inTenant(t0.db, a, (tx) =>
    tx
      .insert(ticketCategory)
      .values({ name: "Matériel", defaultAssigneeId: tech.id })
      .returning({ id: ticketCategory.id }),
  );
  category = row!.id;
}, 120_000);
afterAll(() => t0.cleanup());

describe("the 'Nouveau ticket' form", { timeout: 30_000 }, () => {
  it("offers technicians the categories and technicians, with a fresh key each time", async () => {
    as(await viewerIn(t0.db, owner, a));
    const first = await newTicketLoader(get(PATH));
    const second = await newTicketLoader(get(PATH));
    expect(first).toMatchObject({ canHandle: true, readOnly: false });
    expect(first.categories).toEqual([{ id: category, label: "Matériel" }]);
    expect(first.handlers.map((h) => h.label)).toEqual(["Aïssatou Diallo", "Ibrahima Sow"]);
    expect(first.key).not.toBe(second.key);
    as(await viewerIn(t0.db, member, a));
    expect(await newTicketLoader(get(PATH))).toMatchObject({ canHandle: false, handlers: [] });
  });

  it("opens the ticket as typed and goes to its page", async () => {
    as(await viewerIn(t0.db, tech, a));
    expect(await created({ ...FORM, cle: crypto.randomUUID() })).toBe("/dashboard/helpdesk/1");
    const [row] = await tickets(a);
    expect(row).toMatchObject({ email: "fatou@exemple.gn", name: "Fatou Camara" });
    expect(row!.ticket).toMatchObject({
      number: 1,
      subject: FORM.subject,
      description: FORM.description,
      priority: "high",
      source: "phone",
      status: "new",
      assigneeId: null,
    });
  });

  it("applies the category's defaults when priority and technician are left to it", async () => {
    as(await viewerIn(t0.db, owner, a));
    const location = await created({
      ...FORM,
      categoryId: category,
      priority: "",
      source: "manual",
    });
    const row = (await tickets(a)).at(-1)!.ticket;
    expect(location).toBe(`/dashboard/helpdesk/${row.number}`);
    expect(row).toMatchObject({ assigneeId: tech.id, priority: "normal", source: "manual" });
  });

  it("opens one ticket for the same form sent several times, even at once", async () => {
    as(await viewerIn(t0.db, tech, a));
    const before = (await tickets(a)).length;
    const cle = crypto.randomUUID();
    const locations = await Promise.all(
      Array.from({ length: 5 }, () => created({ ...FORM, subject: "Double clic", cle })),
    );
    expect(new Set(locations).size).toBe(1);
    expect((await tickets(a)).length).toBe(before + 1);
  });

  it("answers French errors next to the fields, keeps the input, stores nothing", async () => {
    as(await viewerIn(t0.db, tech, a));
    const before = (await tickets(a)).length;
    const bad = {
      ...FORM,
      subject: "Ligne 1\r\nBcc: victime@exemple.gn",
      description: "   ",
      requesterEmail: "pas-une-adresse",
      priority: "critique",
      categoryId: "pas-un-id",
      source: "portal",
    };
    const result = answer(await newTicketAction(post(PATH, bad)));
    expect(result).toMatchObject({ ok: false, status: 400, formError: t.errors.invalid });
    expect(result.fieldErrors).toEqual({
      subject: t.errors.oneLine,
      description: t.errors.descriptionRequired,
      requesterEmail: t.errors.emailInvalid,
      priority: t.errors.choice,
      categoryId: t.errors.category,
      source: t.errors.choice,
    });
    expect(result.values).toMatchObject({
      subject: bad.subject,
      requesterEmail: "pas-une-adresse",
    });
    expect(
      answer(await newTicketAction(post(PATH, { ...FORM, subject: "x".repeat(201) }))).fieldErrors,
    ).toEqual({ subject: t.errors.subjectTooLong(200) });
    expect(
      answer(await newTicketAction(post(PATH, { ...FORM, description: "nul\u0000" }))).fieldErrors,
    ).toEqual({ description: t.errors.controlCharacters });
    expect(
      answer(await newTicketAction(post(PATH, { ...FORM, assigneeId: member.id }))).fieldErrors,
    ).toEqual({ assigneeId: helpdeskErrors.assignee });
    const unknown = crypto.randomUUID();
    expect(
      answer(await newTicketAction(post(PATH, { ...FORM, categoryId: unknown }))).fieldErrors,
    ).toEqual({ categoryId: t.errors.category });
    expect((await tickets(a)).length).toBe(before);
  });

  it("lets a Membre open a ticket for themselves only", async () => {
    as(await viewerIn(t0.db, member, a));
    await created({
      ...FORM,
      subject: "Mon poste ne démarre pas",
      requesterEmail: "quelquun@exemple.gn",
      assigneeId: tech.id,
      source: "phone",
    });
    const last = (await tickets(a)).at(-1)!;
    expect(last).toMatchObject({ email: member.email, name: "Kadiatou Bah" });
    expect(last.ticket).toMatchObject({ assigneeId: null, source: "manual" });
  });

  it("refuses a read-only workspace with the French message, input kept", async () => {
    const shop = await addOwner(t0.db, "Boutique Kaloum");
    await endTrial(t0.db, shop.organizationId);
    as(await viewerIn(t0.db, shop, shop.organizationId));
    expect((await newTicketLoader(get(PATH))).readOnly).toBe(true);
    const result = answer(await newTicketAction(post(PATH, FORM)));
    expect(result).toMatchObject({ status: 403, formError: workspaceErrors.readOnly });
    expect(result.values).toMatchObject({ subject: FORM.subject });
    expect(await tickets(shop.organizationId)).toEqual([]);
  });

  it("refuses other methods and content types in French", async () => {
    as(await viewerIn(t0.db, tech, a));
    const put = new Request(`http://localhost:3000${PATH}`, { method: "PUT", body: "x" });
    expect(answer(await newTicketAction(put)).status).toBe(405);
    const json = new Request(`http://localhost:3000${PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(answer(await newTicketAction(json)).status).toBe(415);
  });
});
