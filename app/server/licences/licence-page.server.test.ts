import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licencePageTexts, licenceTexts } from "~/content/licences";
import { workspaceErrors } from "~/content/workspaces";
import type { Viewer } from "~/server/auth/viewer.server";
import { licence, licenceSeat } from "./schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { auditLog, job } from "~/server/db/workspace-schema.server";
import * as testRequests from "~/server/platform/test-kit.server";
import { answer, type Person, rejection } from "~/server/platform/test-kit.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import {
  addMember,
  addOwner,
  addUser,
  endTrial,
  viewerOf as viewerIn,
} from "~/server/workspaces/workspace-test-data.server";
import { licenceKeyOf } from "./licence-crypto.server";
import { licenceListLoader } from "./licence-list-page.server";
import { newLicenceAction as newLicenceWith } from "./licence-new.server";
import { licencePageAction as licencePageWith, loadLicencePage } from "./licence-page.server";

// The licences' routes on a test database: the anonymous placeholder, who may change what (a
// Membre reads, a technician manages), the read-only trial, the key revealed in one no-store
// answer with its journal entry, the deletion (seats and alert with it, journaled), and another
// workspace's licence (404 page).

let t0: Awaited<ReturnType<typeof openTestDb>>;

const { as, get, post } = tenantRequests(() => t0.db, {
  get: testRequests.get,
  post: testRequests.post,
});

// The actions encrypt with a key of this test's own secret rather than the server's (which would
// read or create DATA_DIR's auth-secret).
const key = licenceKeyOf("route-test-secret-of-more-than-32-characters");
const newLicenceAction = (request: Request) => newLicenceWith(request, () => key);
const licencePageAction = (request: Request, id: string) => licencePageWith(request, id, () => key);
const PATH = "/dashboard/software-source-code-management";

type Owner = Awaited<ReturnType<typeof addOwner>>;
let owner: Owner;
let other: Owner;
let tech: Person;
let member: Person;
let a: string;

const form = (fields: Record<string, string>) => ({
  name: "",
  publisher: "",
  key: "",
  kind: "per_seat",
  seats: "1",
  expiresOn: "",
  cost: "",
  currency: "",
  notes: "",
  ...fields,
});

async function create(viewer: Viewer, fields: Record<string, string>) {
  as(viewer);
  const response = (await newLicenceAction(post(`${PATH}/nouvelle`, form(fields)))) as Response;
  return response;
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
}, 120_000);
afterAll(() => t0.cleanup());

describe("the licences routes", { timeout: 30_000 }, () => {
  it("keeps the placeholder for anonymous visitors", async () => {
    as(null);
    expect(await licenceListLoader(get(PATH))).toBeNull();
  });

  it("lets a technician add a licence and a Membre only read it", async () => {
    const created = await create(await viewerIn(t0.db, tech, a), {
      name: "Office 2021",
      key: "AAAA-BBBB-CCCC-DDDD",
    });
    expect(created.status).toBe(303);
    const id = created.headers.get("Location")!.split("/").at(-1)!.split("?")[0]!;
    const reader = await viewerIn(t0.db, member, a);
    as(reader);
    const list = (await licenceListLoader(get(PATH))) as unknown as {
      data: { view: { canManage: boolean; rows: { name: string }[] } };
    };
    expect(list.data.view.canManage).toBe(false);
    expect(list.data.view.rows.map((r) => r.name)).toEqual(["Office 2021"]);
    const refused = answer(await create(reader, { name: "Pirate" }));
    expect(refused).toMatchObject({ status: 403, formError: workspaceErrors.forbidden });
    as(reader);
    const assign = answer(
      await licencePageAction(
        post(`${PATH}/${id}`, { intent: "assign", target: member.email }),
        id,
      ),
    );
    expect(assign.status).toBe(403);
    as(reader);
    const reveal = answer(await licencePageAction(post(`${PATH}/${id}`, { intent: "reveal" }), id));
    expect(reveal.status).toBe(403);
  });

  it("reveals the key in one no-store answer, journaled; the page only has the hint", async () => {
    const viewer = await viewerIn(t0.db, owner, a);
    const created = await create(viewer, { name: "AutoCAD", key: "ZZZZ-YYYY-9876" });
    const id = created.headers.get("Location")!.split("/").at(-1)!.split("?")[0]!;
    as(viewer);
    const page = (await loadLicencePage(get(`${PATH}/${id}`), id)) as unknown as {
      data: { view: { keyHint: string } };
      init: { headers: Record<string, string> };
    };
    expect(page.data.view.keyHint).toBe("9876");
    expect(JSON.stringify(page.data)).not.toContain("ZZZZ");
    expect(page.init.headers["Cache-Control"]).toBe("private, no-store");
    as(viewer);
    const revealed = (await licencePageAction(
      post(`${PATH}/${id}`, { intent: "reveal" }),
      id,
    )) as unknown as {
      data: { revealedKey: string; notice: string };
      init: { headers: Record<string, string> };
    };
    expect(revealed.data).toMatchObject({
      revealedKey: "ZZZZ-YYYY-9876",
      notice: licencePageTexts.keyRevealed,
    });
    expect(revealed.init.headers["Cache-Control"]).toBe("private, no-store");
    const entries = await inTenant(t0.db, a, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.action, "licence.key_revealed")),
    );
    expect(entries.map((e) => e.target)).toEqual(["AutoCAD"]);
  });

  it("answers the 404 page for another workspace's licence or a malformed id", async () => {
    const [mine] = await inTenant(t0.db, a, (tx) => tx.select().from(licence).limit(1));
    const stranger = await viewerIn(t0.db, other, other.organizationId);
    for (const id of [mine!.id, "12", "pas-un-uuid"]) {
      as(stranger);
      const loaded = await rejection(loadLicencePage(get(`${PATH}/${id}`), id));
      expect(loaded.init?.status).toBe(404);
      as(stranger);
      const posted = await rejection(
        licencePageAction(post(`${PATH}/${id}`, { intent: "reveal" }), id),
      );
      expect(posted.init?.status).toBe(404);
    }
  });

  it("deletes a licence with its seats and its alert, journaled, for asset.manage only", async () => {
    const viewer = await viewerIn(t0.db, owner, a);
    const created = await create(viewer, { name: "Visio Pro", expiresOn: "31/12/2030" });
    const id = created.headers.get("Location")!.split("/").at(-1)!.split("?")[0]!;
    as(viewer);
    await licencePageAction(post(`${PATH}/${id}`, { intent: "assign", target: tech.email }), id);
    const left = () =>
      inTenant(t0.db, a, async (tx) => ({
        licences: (await tx.select().from(licence).where(eq(licence.id, id))).length,
        seats: (await tx.select().from(licenceSeat).where(eq(licenceSeat.licenceId, id))).length,
        jobs: (await tx.select().from(job).where(eq(job.subjectId, id))).length,
      }));
    expect(await left()).toEqual({ licences: 1, seats: 1, jobs: 1 });
    // A Membre may not; another workspace's owner gets the 404 page; nothing is deleted.
    as(await viewerIn(t0.db, member, a));
    const refused = answer(
      await licencePageAction(post(`${PATH}/${id}`, { intent: "delete" }), id),
    );
    expect(refused).toMatchObject({ status: 403, formError: workspaceErrors.forbidden });
    as(await viewerIn(t0.db, other, other.organizationId));
    const foreign = await rejection(
      licencePageAction(post(`${PATH}/${id}`, { intent: "delete" }), id),
    );
    expect(foreign.init?.status).toBe(404);
    expect(await left()).toEqual({ licences: 1, seats: 1, jobs: 1 });
    // The owner (asset.manage): gone with its seat and its alert, then the list and its notice.
    as(viewer);
    const deleted = (await licencePageAction(
      post(`${PATH}/${id}`, { intent: "delete" }),
      id,
    )) as Response;
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("Location")).toBe(`${PATH}?avis=supprimee`);
    expect(await left()).toEqual({ licences: 0, seats: 0, jobs: 0 });
    const [entry] = await inTenant(t0.db, a, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.action, "licence.deleted")),
    );
    expect(entry).toMatchObject({ target: "Visio Pro", details: { freedSeats: "1" } });
    as(viewer);
    const list = (await licenceListLoader(get(`${PATH}?avis=supprimee`))) as unknown as {
      data: { notice: string | null; view: { rows: { name: string }[] } };
    };
    expect(list.data.notice).toBe(licenceTexts.notices.deleted);
    expect(list.data.view.rows.map((r) => r.name)).not.toContain("Visio Pro");
    // Deleted: its page is the 404 page.
    as(viewer);
    const gone = await rejection(loadLicencePage(get(`${PATH}/${id}`), id));
    expect(gone.init?.status).toBe(404);
  });

  it("refuses every change in a read-only workspace (trial over)", async () => {
    const [row] = await inTenant(t0.db, a, (tx) => tx.select().from(licence).limit(1));
    await endTrial(t0.db, a);
    const readOnly = await viewerIn(t0.db, owner, a);
    expect(readOnly.workspace?.readOnly).toBe(true);
    const refused = answer(await create(readOnly, { name: "Nouvelle" }));
    expect(refused).toMatchObject({ status: 403, formError: workspaceErrors.readOnly });
    as(readOnly);
    const save = answer(
      await licencePageAction(
        post(`${PATH}/${row!.id}`, { intent: "save", ...form({ name: "Renommée", seats: "3" }) }),
        row!.id,
      ),
    );
    expect(save.status).toBe(403);
    const [after] = await inTenant(t0.db, a, (tx) =>
      tx.select().from(licence).where(eq(licence.id, row!.id)),
    );
    expect(after!.name).toBe(row!.name);
  });
});

describe("a double submit", { timeout: 30_000 }, () => {
  it("adds one licence for parallel posts of the same form", async () => {
    const viewer = await viewerIn(t0.db, other, other.organizationId);
    as(viewer);
    const cle = "3f0c1d9e-7b1a-4c55-9a0e-2d6f1b8c4e21";
    const answers = (await Promise.all(
      Array.from({ length: 5 }, () =>
        newLicenceAction(post(`${PATH}/nouvelle`, form({ name: "Doublon", cle }))),
      ),
    )) as Response[];
    const places = new Set(answers.map((r) => r.headers.get("Location")));
    expect(answers.map((r) => r.status)).toEqual([303, 303, 303, 303, 303]);
    expect(places.size).toBe(1);
    const rows = await inTenant(t0.db, other.organizationId, (tx) =>
      tx.select().from(licence).where(eq(licence.name, "Doublon")),
    );
    expect(rows).toHaveLength(1);
  });
});
