import { HELPDESK_LIMITS } from "~/content/helpdesk";
import { inboundErrors, portalErrors } from "~/content/helpdesk-portal";
import { AGENT_ENDPOINT_PATH, AGENT_LIMITS, agentErrors } from "~/content/inventory-agent";
import { IMPORT_LIMITS, importErrors } from "~/content/inventory-import";
import { MAX_BODY_BYTES } from "~/server/http/body-limit.server";

// The request bodies larger than the site's 64 KiB: the helpdesk forms that carry attachments
// (dashboard ticket pages, the requester portal) and the inbound e-mail endpoint. Everything else
// keeps the quality bar's limit.

/** An inbound e-mail: 25 Mo of files (INBOUND_LIMITS) encoded in base64, and its text. */
export const INBOUND_MAX_BYTES = 36 * 1024 * 1024;

const WITH_ATTACHMENTS = [/^\/dashboard\/helpdesk(\/|$)/, /^\/portail\/[^/]+(\/|$)/];

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
