import { HELPDESK_LIMITS } from "~/content/helpdesk";
import { inboundErrors, portalErrors } from "~/content/helpdesk-portal";
import type { UploadRoute } from "~/server/platform/upload-limits.server";

// The helpdesk's bodies larger than the site's 64 KiB (decision 0074): the forms that carry
// attachments (dashboard ticket pages, the requester portal) and the inbound e-mail endpoint.

/** An inbound e-mail: 25 Mo of files (INBOUND_LIMITS) encoded in base64, and its text. */
export const INBOUND_MAX_BYTES = 36 * 1024 * 1024;

export const HELPDESK_UPLOADS: readonly UploadRoute[] = [
  {
    path: /^\/api\/helpdesk\/inbound\/[^/]+$/,
    limit: INBOUND_MAX_BYTES,
    tooLarge: inboundErrors.tooLarge,
    who: "machine",
  },
  {
    path: /^\/portail\/[^/]+(\/|$)/,
    limit: HELPDESK_LIMITS.requestBytes,
    tooLarge: portalErrors.requestTooLarge,
    who: "public",
  },
  {
    path: /^\/dashboard\/helpdesk(\/|$)/,
    limit: HELPDESK_LIMITS.requestBytes,
    tooLarge: portalErrors.requestTooLarge,
    who: "signed-in",
  },
];
