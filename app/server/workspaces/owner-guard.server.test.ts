import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "~/server/db/test-db.server";
import { authMember, authOrganization, authUser } from "~/server/db/schema.server";
import { ownerCount } from "./members.server";

// The database's own last-owner guard (migration 0014): whatever path changes a membership
// (better-auth's endpoints, an account's deletion), a workspace with members keeps an owner, even
// when two changes race. On both databases (CI runs this file on PostgreSQL too).

let db: Awaited<ReturnType<typeof openTestDb>>;

beforeAll(async () => {
  db = await openTestDb();
}, 120_000);
afterAll(() => db.cleanup());

async function account(name: string) {
  const id = randomUUID();
  await db.db.insert(authUser).values({ id, name, email: `${id}@exemple.gn` });
  return id;
}

/** A workspace with an owner per `owners`, plus one member; the members' ids by user. */
async function workspace(owners: number) {
  const id = randomUUID();
  await db.db.insert(authOrganization).values({ id, name: "Espace", slug: `espace-${id}` });
  const members: Record<string, string> = {};
  const roles = [...Array.from({ length: owners }, () => "owner"), "member"];
  for (const [i, role] of roles.entries()) {
    const userId = await account(`Personne ${i}`);
    members[userId] = randomUUID();
    await db.db
      .insert(authMember)
      .values({ id: members[userId], organizationId: id, userId, role });
  }
  const ids = Object.values(members);
  return { id, owners: ids.slice(0, owners), member: ids[owners]!, users: Object.keys(members) };
}

const setRole = (memberId: string, role: string) =>
  db.db.update(authMember).set({ role }).where(eq(authMember.id, memberId));

async function refused(change: Promise<unknown>) {
  const error = await change.then(
    () => null,
    (e: unknown) => e,
  );
  expect(String((error as { cause?: unknown })?.cause ?? error)).toMatch(/but no owner/);
}

describe("a workspace with members keeps an owner", { timeout: 60_000 }, () => {
  it("refuses demoting or removing its only owner, and changes nothing", async () => {
    const ws = await workspace(1);
    await refused(setRole(ws.owners[0]!, "admin"));
    await refused(db.db.delete(authMember).where(eq(authMember.id, ws.owners[0]!)));
    // An account's deletion removes its memberships: refused the same way.
    await refused(db.db.delete(authUser).where(eq(authUser.id, ws.users[0]!)));
    expect(await ownerCount(db.db, ws.id)).toBe(1);
  });

  it("lets one of two owners step down, the last member leave, and a workspace go", async () => {
    const ws = await workspace(2);
    await setRole(ws.owners[0]!, "admin");
    expect(await ownerCount(db.db, ws.id)).toBe(1);
    await db.db.delete(authMember).where(eq(authMember.id, ws.member));
    await db.db.delete(authMember).where(eq(authMember.id, ws.owners[0]!));
    // The owner alone now: leaving empties the workspace, which the application then deletes.
    await db.db.delete(authMember).where(eq(authMember.id, ws.owners[1]!));
    const other = await workspace(1);
    await db.db.delete(authOrganization).where(eq(authOrganization.id, other.id));
    const left = await db.db
      .select()
      .from(authMember)
      .where(eq(authMember.organizationId, other.id));
    expect(left).toEqual([]);
  });

  it("refuses one of two owners demoting each other at the same moment", async () => {
    const ws = await workspace(2);
    // Each in its own transaction, the second starting while the first still holds its change.
    const results = await Promise.allSettled([
      db.db.transaction(async (tx) => {
        await tx.update(authMember).set({ role: "admin" }).where(eq(authMember.id, ws.owners[0]!));
        await new Promise((resolve) => setTimeout(resolve, 300));
      }),
      db.db.transaction(async (tx) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        await tx.update(authMember).set({ role: "admin" }).where(eq(authMember.id, ws.owners[1]!));
      }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await ownerCount(db.db, ws.id)).toBe(1);
  });
});
