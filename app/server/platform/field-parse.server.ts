import type { z } from "zod";
import { FieldRefusal } from "./refusal.server";

// A form's fields through its zod schema, for every module's settings and edit forms: the parsed
// value, or a 400 naming each wrong field with its first error (decision 0081).

/** The first error of each field, from a failed parse. */
function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    out[field] ??= issue.message;
  }
  return out;
}

/** `input` through `schema`; a FieldRefusal (400, `message` as the form's error) otherwise. */
export function parseFields<S extends z.ZodType>(
  schema: S,
  input: Record<string, unknown>,
  message: string,
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new FieldRefusal(400, message, fieldErrorsOf(result.error));
}
