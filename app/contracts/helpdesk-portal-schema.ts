import { z } from "zod";
import { PORTAL_LIMITS, portalErrors, type PortalField } from "~/content/helpdesk-portal";
import type { PortalValues } from "./helpdesk-portal";

// The requester portal's form (server only: the pages import ./helpdesk-portal.ts). Lengths are
// counted in characters (code points), as the contact form does: an emoji is one character.

const withinLimit = (field: PortalField) =>
  z.string().refine((value) => [...value].length <= PORTAL_LIMITS[field], {
    error: portalErrors.tooLong(PORTAL_LIMITS[field]),
  });

const required = (field: PortalField) =>
  z.string().trim().min(1, { error: portalErrors.required[field] }).pipe(withinLimit(field));

const portalSchema = z.object({
  name: required("name"),
  email: required("email").pipe(z.email({ error: portalErrors.email })),
  subject: required("subject"),
  description: required("description"),
});

export type PortalRequest = z.infer<typeof portalSchema>;

/** Validates the form's values; on failure, the first message of each field. */
export function parsePortalRequest(
  values: PortalValues,
):
  | { ok: true; request: PortalRequest }
  | { ok: false; errors: Partial<Record<PortalField, string>> } {
  const result = portalSchema.safeParse(values);
  if (result.success) return { ok: true, request: result.data };
  const errors: Partial<Record<PortalField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as PortalField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
