import { HELPDESK_LIMITS } from "~/content/helpdesk";
import { inboundErrors, portalErrors } from "~/content/helpdesk-portal";
import { AGENT_ENDPOINT_PATH, AGENT_LIMITS, agentErrors } from "~/content/inventory-agent";
import { IMPORT_LIMITS, importErrors } from "~/content/inventory-import";
import { MAX_BODY_BYTES } from "./body-limit.server";
import type { BodyPolicy } from "./request-body.server";

// The request bodies larger than the site's 64 KiB: the helpdesk forms that carry attachments
// (dashboard ticket pages, the requester portal) and the inbound e-mail endpoint. Everything else
// keeps the quality bar's limit.

/** An inbound e-mail: 25 Mo of files (INBOUND_LIMITS) encoded in base64, and its text. */
export const INBOUND_MAX_BYTES = 36 * 1024 * 1024;

const PORTAL = /^\/portail\/[^/]+(\/|$)/;
const WITH_ATTACHMENTS = [/^\/dashboard\/helpdesk(\/|$)/, PORTAL];

const INBOUND = /^\/api\/helpdesk\/inbound\/[^/]+$/;

/** The inventory's CSV upload: the file's limit plus the multipart envelope. */
const CSV_IMPORT = /^\/dashboard\/inventory-management\/import(\.data)?\/?$/;
const CSV_IMPORT_MAX_BYTES = IMPORT_LIMITS.bytes + 64 * 1024;

export function bodyLimitOf(path: string): number {
  if (path === AGENT_ENDPOINT_PATH) return AGENT_LIMITS.bodyBytes;
  if (INBOUND.test(path)) return INBOUND_MAX_BYTES;
  if (CSV_IMPORT.test(path)) return CSV_IMPORT_MAX_BYTES;
  if (WITH_ATTACHMENTS.some((pattern) => pattern.test(path))) return HELPDESK_LIMITS.requestBytes;
  return MAX_BODY_BYTES;
}

/** The French text of a 413 on `path`: its own limit, not the forms' 64 KiB (`fallback`). */
export function tooLargeMessageOf(path: string, fallback: string): string {
  if (path === AGENT_ENDPOINT_PATH) return agentErrors.tooLarge;
  if (INBOUND.test(path)) return inboundErrors.tooLarge;
  if (CSV_IMPORT.test(path)) return importErrors.tooLarge;
  if (WITH_ATTACHMENTS.some((pattern) => pattern.test(path))) return portalErrors.requestTooLarge;
  return fallback;
}

/** Human uploads cross slow mobile links: 16 Mo at 1 Mbit/s take about 130 s. */
export const UPLOAD_TOTAL_MS = 180_000;

/**
 * Who may send more than 64 KiB on `path`, judged from the URL and headers before a byte of the
 * body is read (decision 0074). The machine endpoints check their own credentials first and read
 * the body after; the dashboard's forms need a live session (`signedIn`), without one they keep
 * the 64 KiB of any anonymous post; the portal is for people without an account: its large bodies
 * share a small pool (`pooled`), and the lookup of a session that failed counts as the portal's.
 */
export async function bodyPolicyOf(
  { path, declared }: { path: string; declared: number },
  signedIn: () => Promise<boolean | null>,
  fallback: string,
): Promise<BodyPolicy> {
  const limit = bodyLimitOf(path);
  const tooLarge = tooLargeMessageOf(path, fallback);
  if (limit <= MAX_BODY_BYTES || path === AGENT_ENDPOINT_PATH || INBOUND.test(path)) {
    return { limit, tooLarge };
  }
  if (PORTAL.test(path)) return { limit, tooLarge, totalMs: UPLOAD_TOTAL_MS, pooled: true };
  // A body that declares 64 KiB at most is any anonymous post's size: no session lookup for it.
  if (Number.isFinite(declared) && declared <= MAX_BODY_BYTES) return { limit, tooLarge };
  const session = await signedIn();
  if (session === false) return { limit: MAX_BODY_BYTES, tooLarge: fallback };
  return { limit, tooLarge, totalMs: UPLOAD_TOTAL_MS, pooled: session === null };
}
