import { HELPDESK_LIMITS } from "~/content/helpdesk";
import { MAX_BODY_BYTES } from "~/server/http/body-limit.server";

// The request bodies larger than the site's 64 KiB: the helpdesk forms that carry attachments
// (dashboard ticket pages, the requester portal) and the inbound e-mail endpoint. Everything else
// keeps the quality bar's limit.

export const INBOUND_MAX_BYTES = 25 * 1024 * 1024;

const WITH_ATTACHMENTS = [/^\/dashboard\/helpdesk(\/|$)/, /^\/portail\/[^/]+(\/|$)/];

export function bodyLimitOf(path: string): number {
  if (/^\/api\/helpdesk\/inbound\/[^/]+$/.test(path)) return INBOUND_MAX_BYTES;
  if (WITH_ATTACHMENTS.some((pattern) => pattern.test(path))) return HELPDESK_LIMITS.requestBytes;
  return MAX_BODY_BYTES;
}
