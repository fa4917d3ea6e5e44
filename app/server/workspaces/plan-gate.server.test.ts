import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlanId } from "~/content/plans";
import { authOrganization } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { viewerIn } from "~/server/helpdesk/queue/queue-test-data.server";
import { get, post } from "~/server/platform/test-kit.server";
import { tenantRequests } from "./tenant-test-kit.server";
import { withWorkspace, WorkspaceError } from "./tenant.server";
import { addOwner } from "./workspace-test-data.server";

// The plan gates on the server (decision 0121): every loader and action under
// `/dashboard/<module>` meets its module's gate in the tenant helper. A paid plan that /tarifs
// sells without the module gets a French 403, reads and writes alike; the trial opens everything;
// pages that no plan sells (settings) stay open.

let t: Awaited<ReturnType<typeof openTestDb>>;
const req = tenantRequests(() => t.db, { get, post });
let owner: Awaited<ReturnType<typeof addOwner>>;

async function setPlan(plan: PlanId, trialEndsAt: Date | null) {
  await t.db
    .update(authOrganization)
    .set({ plan, trialEndsAt })
    .where(eq(authOrganization.id, owner.organizationId));
  req.as(await viewerIn(t.db, owner, owner.organizationId));
}

/** The status withWorkspace answers `request` with: 200 when it ran, else its refusal's. */
async function statusOf(request: Request) {
  try {
    await withWorkspace(request, async () => null);
    return { status: 200, message: "" };
  } catch (error) {
    if (!(error instanceof WorkspaceError)) throw error;
    return { status: error.status, message: error.message };
  }
}

beforeAll(async () => {
  t = await openTestDb();
  owner = await addOwner(t.db, "Aïssatou Diallo");
}, 120_000);
afterAll(() => t.cleanup());

describe("the plan gates in the tenant helper", { timeout: 30_000 }, () => {
  it("refuses a paid Standard workspace a Premium module, in French, reads and writes", async () => {
    await setPlan("standard", null);
    const read = await statusOf(req.get("/dashboard/security-audit"));
    expect(read.status).toBe(403);
    expect(read.message).toContain("formule Premium");
    expect(read.message).toContain("votre formule Standard ne le comprend pas");
    const write = await statusOf(req.post("/dashboard/security-audit/nouveau", { titre: "x" }));
    expect(write.status).toBe(403);
    expect((await statusOf(req.get("/dashboard/automated-config"))).status).toBe(403);
  });

  it("lets a paid Standard workspace use Standard's modules and the unsold pages", async () => {
    await setPlan("standard", null);
    for (const path of [
      "/dashboard/project-management",
      "/dashboard/team-management/charge",
      "/dashboard/helpdesk",
      "/dashboard/inventory-management",
      "/dashboard/parametres/espace",
    ]) {
      expect((await statusOf(req.get(path))).status, path).toBe(200);
    }
  });

  it("opens a higher plan's modules to that plan and above only", async () => {
    await setPlan("premium", null);
    expect((await statusOf(req.get("/dashboard/security-audit"))).status).toBe(200);
    expect((await statusOf(req.get("/dashboard/automated-config"))).status).toBe(403);
    await setPlan("entreprise", null);
    expect((await statusOf(req.get("/dashboard/automated-config"))).status).toBe(200);
  });

  it("opens everything during the trial", async () => {
    await setPlan("standard", new Date(Date.now() + 86_400_000));
    expect((await statusOf(req.get("/dashboard/automated-config"))).status).toBe(200);
  });
});
