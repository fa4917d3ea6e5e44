import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/server/db/client.server";
import { helpdeskSettings } from "~/server/db/helpdesk-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { inTenant, type TenantTx } from "~/server/workspaces/in-tenant.server";
import { lockEntryKey, storedOrPolicy } from "./channel-dedup.server";
import { DEFAULT_POLICY } from "../settings/helpdesk-settings.server";
import { createTicket } from "./ticket-create.server";
import { channelWorkspace, type ChannelWorkspace } from "../portal/portal-test-fixtures.server";
import { DEFAULT_SLA_TARGETS } from "./sla.server";

// What keeps the public channels idempotent: the key's lock (taken on entering the workspace, or
// alone), and the one statement that finds the key's ticket or else reads the workspace's policy;
// the ticket's own statement takes the next number.

let t: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;
let ws: ChannelWorkspace;

beforeAll(async () => {
  t = await openTestDb();
  db = t.db;
  ws = await channelWorkspace(db, "Aïssatou Diallo");
}, 120_000);
afterAll(() => t.cleanup());

/**
 * The exclusive advisory locks this transaction holds, as the 64-bit keys they were taken with
 * (every tenant transaction also holds its workspace's lock shared: decision 0073).
 */
async function heldLocks(tx: TenantTx): Promise<string[]> {
  const result = await tx.execute<{ key: string }>(sql`
    select ((classid::bigint << 32) | objid::bigint)::text as key from pg_locks
    where locktype = 'advisory' and pid = pg_backend_pid() and granted
      and mode = 'ExclusiveLock'`);
  return (result as unknown as { rows: { key: string }[] }).rows.map((r) => r.key);
}

const lastNumber = () =>
  inTenant(db, ws.id, async (tx) => (await tx.select().from(helpdeskSettings))[0]?.lastNumber ?? 0);

describe("the key's lock", () => {
  it("is the same whether taken on entering the workspace or alone", async () => {
    const onEntry = await inTenant(db, ws.id, heldLocks, { lock: "portal:abc" });
    const alone = await inTenant(db, ws.id, async (tx) => {
      await lockEntryKey(tx, "portal:abc");
      return heldLocks(tx);
    });
    expect(onEntry).toHaveLength(1);
    expect(onEntry).toEqual(alone);
    expect(await inTenant(db, ws.id, heldLocks)).toEqual([]);
  });
});

describe("storedOrPolicy", () => {
  it("gives the workspace's policy, and the ticket takes the next number; a stored key finds its ticket and takes none", async () => {
    const targets = {
      ...DEFAULT_SLA_TARGETS,
      normal: { firstResponseMinutes: 30, resolutionMinutes: 90 },
    };
    await inTenant(db, ws.id, (tx) =>
      tx
        .insert(helpdeskSettings)
        .values({ autoCloseDays: 3, slaTargets: targets })
        .onConflictDoUpdate({
          target: helpdeskSettings.organizationId,
          set: { autoCloseDays: 3, slaTargets: targets },
        }),
    );
    const before = await lastNumber();
    const opened = await inTenant(
      db,
      ws.id,
      async (tx) => {
        const claim = await storedOrPolicy(tx, "portal:k1");
        if (claim.stored) throw new Error("not stored yet");
        expect(claim.policy).toEqual({ ...DEFAULT_POLICY, targets, autoCloseDays: 3 });
        const ctx = {
          tx,
          actor: { id: null, name: "Fatou", type: "requester" as const },
          now: new Date(),
          policy: claim.policy,
          notices: [],
        };
        return createTicket(ctx, {
          subject: "Imprimante",
          description: "En panne",
          requester: { email: "fatou@exemple.gn", name: "Fatou" },
          source: "portal",
          messageId: "portal:k1",
        });
      },
      { lock: "portal:k1" },
    );
    expect(opened.number).toBe(before + 1);
    const again = await inTenant(db, ws.id, (tx) => storedOrPolicy(tx, "portal:k1"));
    expect(again).toEqual({ stored: { id: opened.id, number: opened.number, opened: true } });
    expect(await lastNumber()).toBe(before + 1);
  });

  it("gives the default policy before a workspace's settings row exists", async () => {
    const fresh = await channelWorkspace(db, "Ibrahima Sow");
    const claim = await inTenant(db, fresh.id, (tx) => storedOrPolicy(tx, "portal:k2"));
    expect(claim).toEqual({ stored: null, policy: DEFAULT_POLICY });
  });
});
