import { APIError } from "better-auth/api";
import { authTexts } from "~/content/auth";
import { fullNameField } from "~/contracts/auth-schemas";
import { passwordProblem } from "./password.server";

// The rules of our forms, applied again inside better-auth (`hooks.before`), so that they hold
// for every caller of its endpoints, not only for our route actions. Each check looks at one
// endpoint's JSON body and throws a 400 with a French message; add a check to the list to extend.

type Body = Record<string, unknown>;
type BeforeCheck = (path: string, body: Body) => void;

const refuse = (code: string, message: string) => new APIError("BAD_REQUEST", { code, message });

/** better-auth's paths whose body carries a new password, and the field that holds it. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

/** The password policy (characters, not UTF-16 units; common passwords; not the e-mail). */
const passwordPolicy: BeforeCheck = (path, body) => {
  const field = NEW_PASSWORD_FIELDS[path];
  const password = field ? body[field] : undefined;
  if (typeof password !== "string") return;
  const problem = passwordProblem(
    password,
    typeof body.email === "string" ? body.email : undefined,
  );
  if (problem) throw refuse("WEAK_PASSWORD", problem);
};

/** The paths whose body may set the account's name. */
const NAME_PATHS = new Set(["/sign-up/email", "/update-user"]);

/** The name rule of the forms: 1 to 120 characters on one line, no control character. */
const nameRule: BeforeCheck = (path, body) => {
  if (!NAME_PATHS.has(path) || body.name === undefined) return;
  const parsed = fullNameField.safeParse(body.name);
  if (!parsed.success) {
    throw refuse("INVALID_NAME", parsed.error.issues[0]?.message ?? authTexts.errors.nameRequired);
  }
};

const BEFORE_CHECKS: readonly BeforeCheck[] = [passwordPolicy, nameRule];

/** Every check of the list, for one request to better-auth (`hooks.before`, auth.server.ts). */
export function checkAuthBody(path: string, body: unknown) {
  for (const check of BEFORE_CHECKS) check(path, (body ?? {}) as Body);
}
