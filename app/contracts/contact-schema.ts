import { z } from "zod";
import type { ContactErrors } from "./contact-result";
import { CONTACT_LIMITS, type ContactField } from "~/content/contact";

// The one schema of the contact form (SPEC section 5), used by the server action; the form imports
// contact-result.ts only, so that the pages do not ship zod. French messages say what is wrong and
// what to do. Lengths are counted in characters (code points), not UTF-16 units: an emoji is one
// character for the visitor.

const charCount = (value: string) => [...value].length;

const maxChars = (max: number, hint: string) =>
  z.string().refine((value) => charCount(value) <= max, {
    error: `${max} caractères au maximum, ${hint}.`,
  });

const required = (label: string, max: number) =>
  z
    .string({ error: `Indiquez ${label}.` })
    .trim()
    .min(1, { error: `Indiquez ${label}.` })
    .pipe(maxChars(max, "raccourcissez le texte"));

const contactSchema = z.object({
  fullName: required("votre nom complet", CONTACT_LIMITS.fullName),
  email: z
    .string({ error: "Indiquez votre adresse e-mail." })
    .trim()
    .min(1, { error: "Indiquez votre adresse e-mail." })
    .pipe(maxChars(CONTACT_LIMITS.email, "vérifiez l'adresse"))
    .pipe(
      z.email({
        error: "Cette adresse e-mail n'est pas valide, vérifiez-la (ex.\u00a0: nom@domaine.com).",
      }),
    ),
  subject: required("le sujet de votre message", CONTACT_LIMITS.subject),
  message: required("votre message", CONTACT_LIMITS.message),
});

export type ContactMessage = z.infer<typeof contactSchema>;

/** Validates raw form values; on failure, the first message of each field. */
export function parseContact(
  values: Record<string, unknown>,
): { ok: true; message: ContactMessage } | { ok: false; errors: ContactErrors } {
  const result = contactSchema.safeParse(values);
  if (result.success) return { ok: true, message: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
