import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "~/server/db/test-db.server";
import { get as getRequest } from "~/server/platform/test-kit.server";
import { addAsset } from "~/server/inventory/inventory-test-kit.server";
import { licence, licenceSeat } from "~/server/licences/schema.server";
import { project } from "~/server/project-management/schema.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import { dashboardFigures } from "~/server/workspaces/dashboard-figures.server";
import {
  addMember,
  addOwner,
  addUser,
  viewerOf,
} from "~/server/workspaces/workspace-test-data.server";

// 'Alertes récentes' of the dashboard's index (decision 0104): each module's alerts, newest first,
// for the roles that may read them, never another workspace's.

let t: Awaited<ReturnType<typeof openTestDb>>;
const { as, get } = tenantRequests(() => t.db, { get: getRequest });
let owner: Awaited<ReturnType<typeof addOwner>>;
let other: Awaited<ReturnType<typeof addOwner>>;
let requester: { id: string; name: string; email: string };
const now = new Date();
const dayOffset = (days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await openTestDb();
  owner = await addOwner(t.db, "Aïssatou Diallo");
  other = await addOwner(t.db, "Mamadou Barry");
  requester = await addUser(t.db, "Fanta Camara");
  await addMember(t.db, owner.organizationId, requester.id, "member");
  const me = { ...owner, sessionId: "s" };
  await addAsset(t.db, owner.organizationId, me, {
    name: "Serveur Kaloum",
    warrantyEnd: dayOffset(10),
  });
  await addAsset(t.db, owner.organizationId, me, {
    name: "Portable couvert",
    warrantyEnd: dayOffset(200),
  });
  await addAsset(
    t.db,
    other.organizationId,
    { ...other, sessionId: "s" },
    {
      name: "Secret",
      warrantyEnd: dayOffset(5),
    },
  );
  await inTenant(t.db, owner.organizationId, async (tx) => {
    const [office] = await tx
      .insert(licence)
      .values({ name: "Microsoft 365", seats: 1, matchName: "microsoft 365" })
      .returning({ id: licence.id });
    await tx.insert(licence).values([
      {
        name: "Antivirus Kaspersky",
        seats: 5,
        matchName: "antivirus kaspersky",
        expiresOn: dayOffset(-5),
      },
      { name: "Ancien ERP", seats: 5, matchName: "ancien erp", expiresOn: dayOffset(-45) },
    ]);
    await tx.insert(licenceSeat).values([
      { licenceId: office!.id, assigneeName: "Fatou" },
      { licenceId: office!.id, assigneeName: "Moussa" },
    ]);
    await tx.insert(project).values({
      code: "PRJ-001",
      name: "Câblage de l'agence",
      status: "active",
      dueOn: dayOffset(-3),
    });
  });
}, 120_000);
afterAll(() => t.cleanup());

describe("the dashboard's recent alerts", () => {
  it("lists each module's alerts, newest first, with their links", async () => {
    as(await viewerOf(t.db, owner, owner.organizationId));
    const { alerts } = (await dashboardFigures(get("/dashboard"), now))!;
    expect(alerts.map((a) => [a.severity, a.title])).toEqual([
      // The licence's last change (now), the project late since 2 days ago, the licence expired
      // 5 days ago (the one expired 45 days ago is no longer recent), the warranty in its 30
      // days' notice since 20 days ago.
      ["critical", "Licence sur-attribuée\u00a0: Microsoft 365"],
      ["warning", "Projet en retard\u00a0: Câblage de l'agence"],
      ["critical", "Licence expirée\u00a0: Antivirus Kaspersky"],
      ["warning", "Garantie bientôt terminée\u00a0: Serveur Kaloum"],
    ]);
    expect(alerts[2]!.detail).toMatch(/^A expiré le \d{1,2} \S+ \d{4}$/);
    expect(alerts[0]!.detail).toBe("2 utilisations pour 1 siège acheté");
    expect(alerts[1]!.href).toMatch(/^\/dashboard\/project-management\/[0-9a-f-]{36}$/);
    expect(alerts[3]!.href).toMatch(/^\/dashboard\/inventory-management\/[0-9a-f-]{36}$/);
  });

  it("keeps to what the person's role may read (a Membre: not the projects)", async () => {
    as(await viewerOf(t.db, requester, owner.organizationId));
    const { alerts } = (await dashboardFigures(get("/dashboard"), now))!;
    expect(alerts.map((a) => a.id.split(":")[0])).toEqual([
      "licence-over",
      "licence-expired",
      "warranty",
    ]);
  });

  it("never shows another workspace's", async () => {
    as(await viewerOf(t.db, other, other.organizationId));
    const { alerts } = (await dashboardFigures(get("/dashboard"), now))!;
    expect(alerts.map((a) => a.title)).toEqual(["Garantie bientôt terminée\u00a0: Secret"]);
  });
});
