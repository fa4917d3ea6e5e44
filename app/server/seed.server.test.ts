import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "~/server/auth/password.server";
import { openTestDb } from "~/server/db/test-db.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { seedWorkspace } from "./seed.server";

// `npm run seed` (decision 0089) on a test database (both engines): at scale 1 every module holds
// a trial's worth of data made through its commands (threads, statuses, seats, drafts), the owner
// can sign in with the password printed, and a second run adds nothing.

let t: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => {
  t = await openTestDb();
});
afterAll(() => t.cleanup());

const rowsOf = <T>(result: unknown): T[] =>
  ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

async function figures(workspaceId: string) {
  return inTenant(t.db, workspaceId, async (tx) => {
    const one = async (query: ReturnType<typeof sql>) =>
      rowsOf<Record<string, number>>(await tx.execute(query))[0]!;
    return {
      tickets: await one(sql`select count(*)::int as n,
        count(distinct status)::int as statuses,
        count(*) filter (where category_id is not null)::int as categorised,
        count(distinct source)::int as sources from ticket`),
      entries: await one(sql`select count(*) filter (where kind = 'note')::int as notes,
        count(*) filter (where author_type = 'requester')::int as requester from ticket_entry`),
      assets: await one(sql`select count(*)::int as n, count(distinct status)::int as statuses,
        count(distinct type_id)::int as types, count(distinct location_id)::int as sites from asset`),
      seats: await one(sql`select count(*)::int as n from licence_seat`),
      articles: await one(sql`select count(*) filter (where status = 'published')::int as published,
        count(*) filter (where status = 'draft')::int as drafts from kb_article`),
      journal: await one(sql`select count(*)::int as n from audit_log`),
    };
  });
}

describe("npm run seed", { timeout: 240_000 }, () => {
  it("fills every module at scale 1, then a second run adds nothing", async () => {
    const options = {
      scale: 1,
      email: "aminata.keita@exemple.gn",
      password: "Kaloum-Conakry-2026",
    };
    const first = await seedWorkspace(t.db, options);
    expect(first.counts).toEqual({
      helpdesk: { categories: 4, tickets: 40 },
      "inventory-management": { locations: 4, assets: 60 },
      "software-source-code-management": { licences: 10 },
      "it-procedures-tracking": { articles: 8 },
      "project-management": { projects: 2, tasks: 22 },
      "team-management": { teams: 1, absences: 1 },
    });
    const [account] = rowsOf<{ password: string }>(
      await t.db.execute(sql`select password from auth_account where account_id in
        (select id from auth_user where email = ${options.email})`),
    );
    expect(await verifyPassword({ hash: account!.password, password: options.password })).toBe(
      true,
    );
    const made = await figures(first.workspaceId);
    expect(made.tickets).toEqual({ n: 40, statuses: 5, categorised: 40, sources: 4 });
    expect(made.entries.notes).toBeGreaterThan(0);
    expect(made.entries.requester).toBeGreaterThan(0);
    expect(made.assets).toMatchObject({ n: 60, statuses: 4, sites: 4 });
    expect(made.assets.types).toBeGreaterThanOrEqual(6);
    expect(made.seats.n).toBeGreaterThan(10);
    expect(made.articles).toEqual({ published: 6, drafts: 2 });

    const again = await seedWorkspace(t.db, options);
    expect(again.workspaceId).toBe(first.workspaceId);
    expect(again.password).toBeNull();
    expect(again.counts).toEqual(first.counts);
    expect(await figures(first.workspaceId)).toEqual(made);
  });
});
