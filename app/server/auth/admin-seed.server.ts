import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { authAccount, authSession, authUser } from "~/server/db/schema.server";
import type { Auth } from "./auth.server";
import { hashPassword, passwordProblem } from "./password.server";

const ADMIN_DEFAULT_NAME = "Administrateur";

/**
 * What the seed did with ADMIN_EMAIL: created the account, promoted a confirmed account (its
 * password is now ADMIN_PASSWORD and its sessions are closed), or nothing (a confirmed admin).
 */
export type AdminSeedOutcome = "created" | "promoted" | "unchanged";

interface Existing {
  id: string;
  role: string;
  emailVerified: boolean;
}

const findAccount = async (db: Db, email: string): Promise<Existing | undefined> =>
  (
    await db
      .select({ id: authUser.id, role: authUser.role, emailVerified: authUser.emailVerified })
      .from(authUser)
      .where(eq(authUser.email, email))
  )[0];

const credentialOf = (userId: string) =>
  and(eq(authAccount.userId, userId), eq(authAccount.providerId, "credential"));

/** The staff rights: the platform role admin (staff have no workspace of their own). */
export const ADMIN_FIELDS = { role: "admin" } as const;

/**
 * The message that stops the server when ADMIN_EMAIL belongs to an account whose address is not
 * confirmed: whoever registered it would otherwise become admin with their own password.
 */
function unconfirmedAdminMessage(email: string, demoted: boolean): string {
  return [
    `ADMIN_EMAIL ${email} belongs to an account whose address is not confirmed, so it is not made admin` +
      (demoted ? " (it was admin: it is now a member and its sessions are closed)." : "."),
    "Whoever created that account would become admin with their own password. To use this address:",
    "  1. start the server without ADMIN_EMAIL;",
    `  2. sign in as ${email} ("Mot de passe oublié ?" sends a reset link to that mailbox if needed)`,
    '     and confirm the address with "Renvoyer le lien" in the dashboard banner;',
    "  3. start again with ADMIN_EMAIL (the account becomes admin, its password becomes ADMIN_PASSWORD",
    `     and its sessions are closed), or run \`npm run admin -- promote ${email}\` to keep its password.`,
    "Or set ADMIN_EMAIL to an address that has no account yet.",
  ].join("\n");
}

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD at start. A free address: the account is created, confirmed (the
 * operator gave the address) and admin. A taken address is promoted only when it is confirmed;
 * then its password becomes ADMIN_PASSWORD and its sessions are closed. An unconfirmed account
 * throws `unconfirmedAdminMessage` (and loses the admin role an earlier version may have given
 * it), whatever its password: knowing ADMIN_PASSWORD proves nothing about the mailbox. Staff
 * accounts have no trial.
 */
export async function ensureAdmin(
  db: Db,
  auth: Auth,
  admin: { email: string; password: string },
): Promise<AdminSeedOutcome> {
  const problem = passwordProblem(admin.password, admin.email);
  if (problem) throw new Error(`ADMIN_PASSWORD is refused by the password policy: ${problem}`);
  let existing = await findAccount(db, admin.email);
  if (!existing) {
    try {
      await createAdmin(db, auth, admin);
      return "created";
    } catch (error) {
      // Another instance on the same PostgreSQL created it first: treat it as existing.
      existing = await findAccount(db, admin.email);
      if (!existing) throw error;
    }
  }
  if (existing.emailVerified) {
    if (existing.role === "admin") return "unchanged";
    await promoteConfirmed(db, existing.id, admin.password);
    return "promoted";
  }
  const { id, role } = existing;
  const demoted = role === "admin";
  if (demoted) {
    await db.transaction(async (tx) => {
      await tx
        .update(authUser)
        .set({ role: "member", updatedAt: new Date() })
        .where(eq(authUser.id, id));
      await tx.delete(authSession).where(eq(authSession.userId, id));
    });
  }
  throw new Error(unconfirmedAdminMessage(admin.email, demoted));
}

async function createAdmin(db: Db, auth: Auth, admin: { email: string; password: string }) {
  // Through better-auth's adapter (ids, hooks), not its sign-up endpoint: no confirmation e-mail.
  const { internalAdapter } = await auth.$context;
  const user = await internalAdapter.createUser(
    { name: ADMIN_DEFAULT_NAME, email: admin.email, emailVerified: true },
    { method: "admin" },
  );
  await internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await hashPassword(admin.password),
  });
  await db.update(authUser).set(ADMIN_FIELDS).where(eq(authUser.id, user.id));
}

/** Admin rights, ADMIN_PASSWORD as its password (added if it had none), every session closed. */
async function promoteConfirmed(db: Db, userId: string, password: string) {
  const hash = await hashPassword(password);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(authUser)
      .set({ ...ADMIN_FIELDS, updatedAt: now })
      .where(eq(authUser.id, userId));
    const updated = await tx
      .update(authAccount)
      .set({ password: hash, updatedAt: now })
      .where(credentialOf(userId))
      .returning({ id: authAccount.id });
    if (updated.length === 0) {
      await tx.insert(authAccount).values({
        id: randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: hash,
      });
    }
    await tx.delete(authSession).where(eq(authSession.userId, userId));
  });
}
