import type { ContactField } from "~/content/contact";

// The contact action's answer as the form receives it, shared by the server action and the form.
// Types only: the form imports this file, never the zod schema (contact-schema.ts).

/** The message next to each field. */
export type ContactErrors = Partial<Record<ContactField, string>>;
export type ContactValues = Record<ContactField, string>;

export type ContactActionResult =
  | { ok: true }
  | {
      ok: false;
      status: number;
      /** A message for the whole form (method, origin, rate limit, database unavailable…). */
      formError?: string;
      /** The message next to each field. */
      fieldErrors?: ContactErrors;
      /** The visitor's input, so that the form keeps it. */
      values: ContactValues;
    };
