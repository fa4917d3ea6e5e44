import type { Request as ExpressRequest } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/server/db/client.server";
import { openTestDb } from "~/server/db/test-db.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { testPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import { agentFastRoute } from "./agent-fast-path.server";
import { submit, tokenFor } from "./agent-test-kit.server";

// Which agent submissions the fast path answers (decision 0106): any POST to the endpoint is
// claimed, and the action's accepted answers (2xx) are sent at once; its refusals go through
// React Router's route, which returns them unchanged.

let t: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;
let token: string;

beforeAll(async () => {
  t = await openTestDb();
  db = t.db;
  const owner = await testPerson(db, "Kadiatou Sylla");
  const org = await createFirstWorkspace(db, owner, "standard", new Date());
  token = await tokenFor(db, org, owner);
}, 120_000);
afterAll(() => t.cleanup());

const claims = (method: string, url: string, type = "application/x-compress-zlib") =>
  agentFastRoute.claims({
    method,
    url,
    path: url.split("?")[0],
    headers: { "content-type": type },
  } as unknown as ExpressRequest);

describe("the agent's fast path", () => {
  it("claims the agent's posts, whatever their type", () => {
    expect(claims("POST", "/api/inventory/agent")).toEqual({});
    expect(claims("POST", "/api/inventory/agent", "application/xml")).toEqual({});
    expect(claims("GET", "/api/inventory/agent")).toBe(null);
    expect(claims("POST", "/api/inventory/agent.data")).toBe(null);
    expect(claims("POST", "/api/inventory/agent?x=1")).toBe(null);
  });

  it("answers an accepted inventory, and leaves a refusal to React Router", async () => {
    const created = await submit(db, token, { serial: "FAST-0001", name: "PC-ACCUEIL" });
    expect(created.status).toBe(201);
    expect(agentFastRoute.answers(created)).toBe(true);
    const updated = await submit(db, token, { serial: "FAST-0001", name: "PC-ACCUEIL" });
    expect(agentFastRoute.answers(updated)).toBe(updated.status === 200);
    const refused = await submit(db, `${token}x`, { serial: "FAST-0002" });
    expect(refused.status).toBe(401);
    expect(agentFastRoute.answers(refused)).toBe(false);
  });
});
