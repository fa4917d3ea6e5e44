import { describe, expect, it } from "vitest";
import { AGENT_ENDPOINT_PATH, AGENT_LIMITS } from "~/content/inventory-agent";
import { MAX_BODY_BYTES } from "~/server/platform/body-limit.server";
import { MODULES } from "~/server/modules.server";
import type { ModuleManifest } from "./module-manifest.server";
import { modulesBodyPolicy } from "./module-body-policy.server";

// The server's body limits come from the module list (decision 0083): the first module that
// claims a path, else the site's 64 KiB; a module after the helpdesk is asked too.

const ask = (modules: readonly ModuleManifest[], path: string) =>
  modulesBodyPolicy(modules, { path, declared: 100 }, async () => true, "64 Kio");

describe("the modules' body limits", () => {
  it("keeps each module's limit and the site's 64 KiB elsewhere", async () => {
    expect((await ask(MODULES, "/api/helpdesk/inbound/espace-abc123")).limit).toBe(
      36 * 1024 * 1024, // the helpdesk's inbound e-mail (module-uploads.server.test.ts)
    );
    expect((await ask(MODULES, AGENT_ENDPOINT_PATH)).limit).toBe(AGENT_LIMITS.bodyBytes);
    expect(await ask(MODULES, "/contact")).toEqual({ limit: MAX_BODY_BYTES, tooLarge: "64 Kio" });
  });

  it("takes each module's large bodies from its own manifest, none from another's", async () => {
    const without = (id: string) => MODULES.filter((m) => m.id !== id);
    const inventoryPaths = [AGENT_ENDPOINT_PATH, "/dashboard/inventory-management/import"];
    for (const path of inventoryPaths) {
      expect((await ask(without("inventory-management"), path)).limit).toBe(MAX_BODY_BYTES);
    }
    expect((await ask(without("helpdesk"), "/dashboard/helpdesk/12")).limit).toBe(MAX_BODY_BYTES);
    expect((await ask(without("helpdesk"), AGENT_ENDPOINT_PATH)).limit).toBe(
      AGENT_LIMITS.bodyBytes,
    );
  });

  it("asks a module listed after the helpdesk about its own paths", async () => {
    const later: ModuleManifest = {
      id: "later",
      schema: [],
      bodyPolicy: async ({ path }) =>
        path === "/dashboard/later/upload" ? { limit: 1_000_000, tooLarge: "1 Mo" } : null,
    };
    expect(await ask([...MODULES, later], "/dashboard/later/upload")).toEqual({
      limit: 1_000_000,
      tooLarge: "1 Mo",
    });
  });
});
