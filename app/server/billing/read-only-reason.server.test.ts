import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "~/server/db/test-db.server";
import { addOwner } from "~/server/workspaces/workspace-test-data.server";
import { billingReadOnlyReason } from "./read-only-reason.server";
import { insertAccount } from "./staff-test-fixtures.server";

// Why a read-only workspace is read-only, as the dashboard asks (its badge and notice): the
// billing's suspension or cancellation, read in the workspace's own scope; otherwise null (the
// trial is over), also for a workspace that never bought anything.

let t: Awaited<ReturnType<typeof openTestDb>>;

beforeAll(async () => {
  t = await openTestDb();
}, 120_000);
afterAll(() => t.cleanup());

describe("the billing's reason for a read-only workspace", () => {
  it("names a suspension or a cancellation, and nothing else", async () => {
    const reasons: Record<string, string | null> = {};
    for (const status of ["suspended", "cancelled", "active", "pending_payment"] as const) {
      const owner = await addOwner(t.db, `Propriétaire ${status}`);
      await insertAccount(t.db, owner.organizationId, { status });
      reasons[status] = await billingReadOnlyReason(t.db, owner.organizationId);
    }
    const never = await addOwner(t.db, "Sans abonnement");
    reasons.none = await billingReadOnlyReason(t.db, never.organizationId);
    expect(reasons).toEqual({
      suspended: "suspended",
      cancelled: "cancelled",
      active: null,
      pending_payment: null,
      none: null,
    });
  });
});
