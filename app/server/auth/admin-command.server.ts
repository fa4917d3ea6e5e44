import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/server/db/client.server";
import { authUser } from "~/server/db/schema.server";
import { ADMIN_FIELDS } from "./admin-seed.server";

// `npm run admin -- promote <email>` (scripts/admin.ts): the operator's one-off way to make a
// confirmed account admin. The account keeps its password and its sessions; the role is read on
// every request. An unknown or unconfirmed address is refused: confirming the address is what
// proves that the person who registered it owns the mailbox.

export interface CommandResult {
  /** The process exit code: 0 done, 1 refused, 2 wrong usage. */
  code: 0 | 1 | 2;
  message: string;
}

export const ADMIN_USAGE = "Usage: npm run admin -- promote <email>";

export async function runAdminCommand(db: Db, args: readonly string[]): Promise<CommandResult> {
  const [command, rawEmail, ...rest] = args;
  const email = z.email().safeParse(rawEmail?.trim().toLowerCase());
  if (command !== "promote" || !email.success || rest.length > 0) {
    return { code: 2, message: ADMIN_USAGE };
  }
  const address = email.data;
  const [account] = await db
    .select({ id: authUser.id, role: authUser.role, emailVerified: authUser.emailVerified })
    .from(authUser)
    .where(eq(authUser.email, address));
  if (!account) {
    return {
      code: 1,
      message: `No account uses ${address}. The person signs up first (/inscription), confirms the address, then run this again.`,
    };
  }
  if (account.role === "admin") return { code: 0, message: `${address} is already admin.` };
  if (!account.emailVerified) {
    return {
      code: 1,
      message: `${address} is not promoted: its address is not confirmed, so whoever registered it may not own that mailbox. The account holder signs in and follows the link sent to that address ("Renvoyer le lien" in the dashboard banner), then run this again.`,
    };
  }
  await db
    .update(authUser)
    .set({ ...ADMIN_FIELDS, updatedAt: new Date() })
    .where(eq(authUser.id, account.id));
  return {
    code: 0,
    message: `${address} is now admin (password and sessions unchanged; the staff pages show at the next page load).`,
  };
}
