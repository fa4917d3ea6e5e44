import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { authUser } from "~/server/db/schema.server";
import type { Auth } from "./auth.server";
import { passwordProblem } from "./password.server";

export const ADMIN_DEFAULT_NAME = "Administrateur";

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD at start: creates that account as admin, or promotes the existing
 * account (its password is left as its owner set it). Staff accounts have no trial.
 */
export async function ensureAdmin(
  db: Db,
  auth: Auth,
  admin: { email: string; password: string },
): Promise<"created" | "promoted"> {
  const problem = passwordProblem(admin.password, admin.email);
  if (problem) throw new Error(`ADMIN_PASSWORD is refused by the password policy: ${problem}`);
  const [existing] = await db
    .select({ id: authUser.id })
    .from(authUser)
    .where(eq(authUser.email, admin.email));
  if (!existing) {
    await auth.api.signUpEmail({
      body: { name: ADMIN_DEFAULT_NAME, email: admin.email, password: admin.password },
    });
  }
  await db
    .update(authUser)
    .set({ role: "admin", trialEndsAt: null })
    .where(eq(authUser.email, admin.email));
  return existing ? "promoted" : "created";
}
