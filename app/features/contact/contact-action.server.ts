import { data } from "react-router";
import { parseContact, type ContactMessage } from "./contact-schema";
import type { ContactActionData, ContactValues } from "./contact-types";
import { CONTACT_LIMITS, type ContactField } from "~/content/contact";

const FIELDS = Object.keys(CONTACT_LIMITS) as ContactField[];

/**
 * The seam for storing and delivering contact messages (the backend issue's). It accepts every
 * valid message for now and stores nothing.
 */
export async function deliverContactMessage(_message: ContactMessage): Promise<{ ok: true }> {
  return { ok: true };
}

/** The contact form's action: validates, delivers, answers `{ ok: true }` or 400 with errors. */
export async function handleContactAction(request: Request) {
  const form = await request.formData();
  const values = Object.fromEntries(
    FIELDS.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as ContactValues;
  const parsed = parseContact(values);
  if (!parsed.ok) {
    return data<ContactActionData>({ ok: false, errors: parsed.errors, values }, { status: 400 });
  }
  await deliverContactMessage(parsed.message);
  return data<ContactActionData>({ ok: true });
}
