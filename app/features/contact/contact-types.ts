import type { ContactField } from "~/content/contact";

// The contact action's answer, shared by the server action and the form (no zod on the client).
export type ContactErrors = Partial<Record<ContactField, string>>;
export type ContactValues = Record<ContactField, string>;
export type ContactActionData =
  { ok: true } | { ok: false; errors: ContactErrors; values: ContactValues };
