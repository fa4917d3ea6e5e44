import { randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { authAccount, authMember, authUser } from "~/server/db/auth-schema.server";
import type { Db } from "~/server/db/client.server";
import { hashPassword, passwordProblem } from "~/server/auth/password.server";
import { MODULES } from "./modules.server";
import type { ModuleManifest } from "./platform/module-manifest.server";
import { inTenant } from "./workspaces/in-tenant.server";
import { createFirstWorkspace } from "./workspaces/first-workspace.server";

// `npm run seed` (decision 0089): an owner who can sign in, their workspace, and every module's
// seed (its manifest's `seed`) run in it through the tenant helper. Run again, it refills: the
// account, the workspace and what each module already holds are kept.

export interface SeedOptions {
  scale: number;
  email: string;
  /** Unset: a random one for a new account; an existing account keeps its own. */
  password?: string;
  name?: string;
  now?: Date;
}

export interface SeedOutcome {
  workspaceId: string;
  email: string;
  /** The password set on a new account; null: the account existed, its password is unchanged. */
  password: string | null;
  counts: Record<string, Record<string, number>>;
}

async function ensureOwner(db: Db, options: SeedOptions) {
  const [existing] = await db.select().from(authUser).where(eq(authUser.email, options.email));
  if (existing) return { user: existing, password: null };
  const password = options.password ?? randomBytes(12).toString("base64url");
  const problem = passwordProblem(password, options.email);
  if (problem) throw new Error(`The password is refused by the password policy: ${problem}`);
  const id = randomUUID();
  const user = { id, name: options.name ?? "Aminata Keïta", email: options.email };
  await db.insert(authUser).values({ ...user, emailVerified: true });
  await db.insert(authAccount).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashPassword(password),
  });
  return { user, password };
}

export async function seedWorkspace(
  db: Db,
  options: SeedOptions,
  modules: readonly ModuleManifest[] = MODULES,
): Promise<SeedOutcome> {
  const { user, password } = await ensureOwner(db, options);
  const [owned] = await db
    .select({ id: authMember.organizationId })
    .from(authMember)
    .where(and(eq(authMember.userId, user.id), eq(authMember.role, "owner")))
    .orderBy(asc(authMember.createdAt))
    .limit(1);
  const workspaceId = owned?.id ?? (await createFirstWorkspace(db, user, "premium"));
  const actor = { id: user.id, name: user.name, email: user.email };
  const counts: SeedOutcome["counts"] = {};
  for (const module of modules) {
    if (!module.seed) continue;
    counts[module.id] = await module.seed({
      inTx: (fn) => inTenant(db, workspaceId, fn),
      actor,
      now: options.now ?? new Date(),
      scale: options.scale,
    });
  }
  return { workspaceId, email: user.email, password, counts };
}
