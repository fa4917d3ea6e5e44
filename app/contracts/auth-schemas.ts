import { z } from "zod";
import { authTexts, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "~/content/auth";
import { hasControlCharacters } from "~/lib/text-controls";
import type { AuthField } from "./auth-result";

// One schema per account form, used by the account actions (app/server/auth/). zod stays on the
// server: the pages import auth-result.ts, never this file. Lengths count characters, not UTF-16 units.

const chars = (value: string) => [...value].length;
const e = authTexts.errors;
const p = authTexts.password;

const emailField = z
  .string()
  .trim()
  .min(1, e.emailRequired)
  .refine((v) => chars(v) <= EMAIL_MAX, e.emailTooLong)
  .pipe(z.email(e.emailInvalid))
  .transform((v) => v.toLowerCase());

export const fullNameField = z
  .string()
  .trim()
  .min(1, e.nameRequired)
  .refine((v) => chars(v) <= NAME_MAX, e.nameTooLong)
  .refine((v) => !hasControlCharacters(v), e.nameControl);

/** A new password: the length rules here; the common-password list is checked on the server. */
const newPasswordField = z
  .string()
  .refine((v) => chars(v) >= PASSWORD_MIN, p.tooShort)
  .refine((v) => chars(v) <= PASSWORD_MAX, p.tooLong);

/** An existing password: only required (older accounts may predate a rule). */
const currentPasswordField = z.string().min(1, p.required).max(1024, p.tooLong);

export const signUpSchema = z.object({
  fullName: fullNameField,
  email: emailField,
  password: newPasswordField,
});
export const signInSchema = z.object({ email: emailField, password: currentPasswordField });
export const forgotSchema = z.object({ email: emailField });
export const resetSchema = z.object({ password: newPasswordField });
export const profileSchema = z.object({ fullName: fullNameField });
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordField,
  password: newPasswordField,
});
export const deleteAccountSchema = z.object({ currentPassword: currentPasswordField });

/** The first error of each field, from a failed parse. */
export function fieldErrorsOf(error: z.ZodError): Partial<Record<AuthField, string>> {
  const out: Partial<Record<AuthField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as AuthField;
    out[field] ??= issue.message;
  }
  return out;
}
