import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOMERS_PAGE_SIZE } from "~/content/billing-staff-list";
import { authMember, authOrganization, authUser } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { get, post } from "~/server/platform/test-kit.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import { billingCustomersLoader } from "./staff-routes.server";
import { addStaff, insertAccount } from "./staff-test-fixtures.server";

// Staff's customers list beyond the old cap of 200 rows (decision 0118), on both engines: 230
// workspaces in pages of CUSTOMERS_PAGE_SIZE by name, every one reachable once; the search (by
// workspace or owner) and the status filter in the address, with the page; a page beyond the
// last shows the last.

let t: Awaited<ReturnType<typeof openTestDb>>;
const requests = tenantRequests(() => t.db, { get, post });
const NOW = new Date("2026-11-20T10:00:00Z");
const TOKEN = `lot${randomUUID().slice(0, 6)}`;
const COUNT = 230;

beforeAll(async () => {
  t = await openTestDb();
  const staff = await addStaff(t.db);
  requests.as(staff);
  const ids = Array.from({ length: COUNT }, (_, i) => ({
    org: randomUUID(),
    user: randomUUID(),
    n: String(i).padStart(3, "0"),
  }));
  await t.db.insert(authOrganization).values(
    ids.map(({ org, n }) => ({
      id: org,
      name: `Espace ${TOKEN} ${n}`,
      slug: `${TOKEN}-${n}`,
      trialEndsAt: new Date("2026-12-01T00:00:00Z"),
    })),
  );
  await t.db.insert(authUser).values(
    ids.map(({ user, n }) => ({
      id: user,
      name: `Propriétaire ${n}`,
      email: `${TOKEN}-${n}@exemple.gn`,
    })),
  );
  await t.db.insert(authMember).values(
    ids.map(({ org, user }) => ({
      id: randomUUID(),
      organizationId: org,
      userId: user,
      role: "owner",
    })),
  );
  // Every tenth one pays: 23 active customers.
  for (const { org } of ids.filter((_, i) => i % 10 === 0)) {
    await insertAccount(t.db, org, { status: "active" });
  }
}, 180_000);
afterAll(async () => {
  await t.cleanup();
});

const list = async (query: string) =>
  (await billingCustomersLoader(requests.get(`/dashboard/facturation?${query}`), NOW)).data.view;

describe("staff's customers list in pages", () => {
  it("pages through more than 200 customers, each once, in the order of their names", async () => {
    const pages = Math.ceil(COUNT / CUSTOMERS_PAGE_SIZE);
    const first = await list(`q=${TOKEN}`);
    expect(first).toMatchObject({ page: 1, pages, total: COUNT });
    const seen: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const view = await list(`q=${TOKEN}&page=${page}`);
      expect(view.page).toBe(page);
      seen.push(...view.rows.map((r) => r.workspace));
    }
    expect(seen).toHaveLength(COUNT);
    expect(new Set(seen).size).toBe(COUNT);
    expect(seen).toEqual([...seen].sort());
    expect(seen.at(-1)).toBe(`Espace ${TOKEN} 229`);
    // Beyond the last page: the last one; nonsense: the first.
    expect((await list(`q=${TOKEN}&page=999`)).page).toBe(pages);
    expect((await list(`q=${TOKEN}&page=abc`)).page).toBe(1);
  });

  it("searches by workspace or owner and filters by status, the page kept in the address", async () => {
    const byOwner = await list(`q=${TOKEN}-117@exemple`);
    expect(byOwner.rows.map((r) => r.workspace)).toEqual([`Espace ${TOKEN} 117`]);
    const active = await list(`q=${TOKEN}&statut=actif`);
    expect(active).toMatchObject({ total: 23, pages: 1, filter: "active" });
    expect(active.rows.every((r) => r.status === "active")).toBe(true);
    const trials = await list(`q=${TOKEN}&statut=essai&page=5`);
    expect(trials).toMatchObject({ total: COUNT - 23, page: 5, filter: "trial" });
    expect(trials.rows).toHaveLength(COUNT - 23 - 4 * CUSTOMERS_PAGE_SIZE);
  });
});
