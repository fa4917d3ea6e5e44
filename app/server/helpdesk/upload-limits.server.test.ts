import { AGENT_ENDPOINT_PATH, AGENT_LIMITS, agentErrors } from "~/content/inventory-agent";
import { describe, expect, it } from "vitest";
import { HELPDESK_LIMITS } from "~/content/helpdesk";
import { inboundErrors, portalErrors } from "~/content/helpdesk-portal";
import { IMPORT_LIMITS, importErrors } from "~/content/inventory-import";
import { MAX_BODY_BYTES } from "~/server/http/body-limit.server";
import { bodyLimitOf, INBOUND_MAX_BYTES, tooLargeMessageOf } from "./upload-limits.server";

// Which paths accept more than the quality bar's 64 KiB, and what a 413 says there.

describe("request body limits", () => {
  it("gives the portal and the dashboard's helpdesk forms 16 MB, the inbound endpoint 36 MiB", () => {
    expect(bodyLimitOf("/portail/espace-abc123")).toBe(HELPDESK_LIMITS.requestBytes);
    expect(bodyLimitOf("/portail/espace-abc123/suivi/12.data")).toBe(HELPDESK_LIMITS.requestBytes);
    expect(bodyLimitOf("/dashboard/helpdesk/12")).toBe(HELPDESK_LIMITS.requestBytes);
    expect(bodyLimitOf("/api/helpdesk/inbound/espace-abc123")).toBe(INBOUND_MAX_BYTES);
    expect(bodyLimitOf("/contact")).toBe(MAX_BODY_BYTES);
    expect(bodyLimitOf("/portailx")).toBe(MAX_BODY_BYTES);
  });

  it("answers a 413 with the limit of the path", () => {
    expect(tooLargeMessageOf("/portail/espace-abc123", "64")).toBe(portalErrors.requestTooLarge);
    expect(tooLargeMessageOf("/api/helpdesk/inbound/espace-abc123", "64")).toBe(
      inboundErrors.tooLarge,
    );
    expect(tooLargeMessageOf("/contact", "64")).toBe("64");
  });

  it("gives the agent endpoint 5 MB (compressed inventories) and its own 413 text", () => {
    expect(bodyLimitOf(AGENT_ENDPOINT_PATH)).toBe(AGENT_LIMITS.bodyBytes);
    expect(bodyLimitOf(`${AGENT_ENDPOINT_PATH}/x`)).toBe(MAX_BODY_BYTES);
    expect(tooLargeMessageOf(AGENT_ENDPOINT_PATH, "64")).toBe(agentErrors.tooLarge);
  });

  it("gives the inventory's CSV upload 20 MB (its own French 413), not the preview's form", () => {
    for (const path of [
      "/dashboard/inventory-management/import",
      "/dashboard/inventory-management/import.data",
    ]) {
      expect(bodyLimitOf(path)).toBeGreaterThan(IMPORT_LIMITS.bytes);
      expect(bodyLimitOf(path)).toBeLessThan(IMPORT_LIMITS.bytes + 100 * 1024);
      expect(tooLargeMessageOf(path, "64")).toBe(importErrors.tooLarge);
    }
    expect(bodyLimitOf("/dashboard/inventory-management/import/abc")).toBe(MAX_BODY_BYTES);
  });
});
