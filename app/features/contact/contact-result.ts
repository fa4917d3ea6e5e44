import type { ContactErrors, ContactValues } from "./contact-types";

// The contact action's answer as the form receives it (shared by the server and the form).
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
