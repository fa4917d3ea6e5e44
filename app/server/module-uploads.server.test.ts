import { AGENT_ENDPOINT_PATH, AGENT_LIMITS, agentErrors } from "~/content/inventory-agent";
import { describe, expect, it } from "vitest";
import { HELPDESK_LIMITS } from "~/content/helpdesk";
import { inboundErrors, portalErrors } from "~/content/helpdesk-portal";
import { IMPORT_LIMITS, importErrors } from "~/content/inventory-import";
import { INBOUND_MAX_BYTES } from "./helpdesk/upload-routes.server";
import { MODULES } from "./modules.server";
import { MAX_BODY_BYTES } from "./platform/body-limit.server";
import { modulesBodyPolicy } from "./platform/module-body-policy.server";
import { UPLOAD_TOTAL_MS } from "./platform/upload-limits.server";

// Which paths accept more than the quality bar's 64 KiB, and what a 413 says there, as each
// module declares them in its manifest (uploadPolicy) and the server asks them.

const bodyPolicyOf = (
  request: { path: string; declared: number },
  signedIn: () => Promise<boolean | null>,
  fallback: string,
) => modulesBodyPolicy(MODULES, request, signedIn, fallback);
/** The limit on `path` for a signed-in person's large body. */
const bodyLimitOf = async (path: string) =>
  (await bodyPolicyOf({ path, declared: 200_000 }, () => Promise.resolve(true), "64")).limit;
const tooLargeMessageOf = async (path: string, fallback: string) =>
  (await bodyPolicyOf({ path, declared: 200_000 }, () => Promise.resolve(true), fallback)).tooLarge;

describe("request body limits", () => {
  it("gives the portal and the dashboard's helpdesk forms 16 MB, the inbound endpoint 36 MiB", async () => {
    expect(await bodyLimitOf("/portail/espace-abc123")).toBe(HELPDESK_LIMITS.requestBytes);
    expect(await bodyLimitOf("/portail/espace-abc123/suivi/12.data")).toBe(
      HELPDESK_LIMITS.requestBytes,
    );
    expect(await bodyLimitOf("/dashboard/helpdesk/12")).toBe(HELPDESK_LIMITS.requestBytes);
    expect(await bodyLimitOf("/api/helpdesk/inbound/espace-abc123")).toBe(INBOUND_MAX_BYTES);
    expect(await bodyLimitOf("/contact")).toBe(MAX_BODY_BYTES);
    expect(await bodyLimitOf("/portailx")).toBe(MAX_BODY_BYTES);
  });

  it("answers a 413 with the limit of the path", async () => {
    expect(await tooLargeMessageOf("/portail/espace-abc123", "64")).toBe(
      portalErrors.requestTooLarge,
    );
    expect(await tooLargeMessageOf("/api/helpdesk/inbound/espace-abc123", "64")).toBe(
      inboundErrors.tooLarge,
    );
    expect(await tooLargeMessageOf("/contact", "64")).toBe("64");
  });

  it("gives the agent endpoint 5 MB (compressed inventories) and its own 413 text", async () => {
    expect(await bodyLimitOf(AGENT_ENDPOINT_PATH)).toBe(AGENT_LIMITS.bodyBytes);
    expect(await bodyLimitOf(`${AGENT_ENDPOINT_PATH}/x`)).toBe(MAX_BODY_BYTES);
    expect(await tooLargeMessageOf(AGENT_ENDPOINT_PATH, "64")).toBe(agentErrors.tooLarge);
  });

  it("gives the inventory's CSV upload 20 MB (its own French 413), not the preview's form", async () => {
    for (const path of [
      "/dashboard/inventory-management/import",
      "/dashboard/inventory-management/import.data",
    ]) {
      expect(await bodyLimitOf(path)).toBeGreaterThan(IMPORT_LIMITS.bytes);
      expect(await bodyLimitOf(path)).toBeLessThan(IMPORT_LIMITS.bytes + 100 * 1024);
      expect(await tooLargeMessageOf(path, "64")).toBe(importErrors.tooLarge);
    }
    expect(await bodyLimitOf("/dashboard/inventory-management/import/abc")).toBe(MAX_BODY_BYTES);
  });
});

describe("who may send a large body (decision 0074)", () => {
  const session = (answer: boolean | null) => {
    const lookups: number[] = [];
    return { lookups, signedIn: () => (lookups.push(1), Promise.resolve(answer)) };
  };

  it("gives the dashboard's uploads their limit only with a live session, 64 KiB without", async () => {
    for (const path of ["/dashboard/helpdesk/12", "/dashboard/inventory-management/import"]) {
      const anonymous = await bodyPolicyOf(
        { path, declared: 200_000 },
        session(false).signedIn,
        "64",
      );
      expect(anonymous).toEqual({ limit: MAX_BODY_BYTES, tooLarge: "64" });
      const signedIn = await bodyPolicyOf(
        { path, declared: 200_000 },
        session(true).signedIn,
        "64",
      );
      expect(signedIn.limit).toBe(await bodyLimitOf(path));
      expect(signedIn).toMatchObject({ totalMs: UPLOAD_TOTAL_MS, pooled: false });
    }
  });

  it("looks no session up for a body that declares 64 KiB at most", async () => {
    const lookup = session(false);
    const small = await bodyPolicyOf(
      { path: "/dashboard/helpdesk/12", declared: 2_000 },
      lookup.signedIn,
      "64",
    );
    expect(small.limit).toBeGreaterThanOrEqual(MAX_BODY_BYTES);
    expect(lookup.lookups).toEqual([]);
  });

  it("lets the machine endpoints check their own credentials, without a session lookup", async () => {
    for (const path of [AGENT_ENDPOINT_PATH, "/api/helpdesk/inbound/espace-abc123"]) {
      const lookup = session(false);
      const policy = await bodyPolicyOf({ path, declared: 200_000 }, lookup.signedIn, "64");
      expect(policy.limit).toBe(await bodyLimitOf(path));
      expect(policy.pooled).toBeUndefined();
      expect(lookup.lookups).toEqual([]);
    }
  });

  it("puts the portal's anonymous uploads, and any post whose session lookup failed, in the pool", async () => {
    const portal = await bodyPolicyOf(
      { path: "/portail/espace-abc123", declared: NaN },
      session(false).signedIn,
      "64",
    );
    expect(portal).toMatchObject({ limit: HELPDESK_LIMITS.requestBytes, pooled: true });
    const unknown = await bodyPolicyOf(
      { path: "/dashboard/helpdesk/12", declared: NaN },
      session(null).signedIn,
      "64",
    );
    expect(unknown).toMatchObject({ limit: HELPDESK_LIMITS.requestBytes, pooled: true });
    const contact = session(true);
    expect(
      await bodyPolicyOf({ path: "/contact", declared: 200_000 }, contact.signedIn, "64"),
    ).toEqual({
      limit: MAX_BODY_BYTES,
      tooLarge: "64",
    });
    expect(contact.lookups).toEqual([]);
  });
});
