import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { TRIAL_DAYS, trialPlanOf } from "~/content/plans";
import { defaultWorkspaceName } from "~/content/workspaces";
import type { Db } from "~/server/db/client.server";
import { authMember, authOrganization, authUser } from "~/server/db/schema.server";
import { journal } from "./journal.server";
import { inTenant } from "./in-tenant.server";

// Creating a workspace: the one a sign-up creates once its address is confirmed ('Espace de
// {prénom}', a 14-day trial of the plan chosen on /tarifs, decision 0097) and those made from the
// switcher. Written directly (one transaction), not
// through the plugin's create endpoint, so that the trial and the plan stay out of every
// endpoint's input.

const DAY_MS = 86_400_000;

/** better-auth endpoints that create an account for its own user (not the operator's seed). */
export function isSelfSignUp(path: string | undefined): boolean {
  return path === "/sign-up/email" || (path?.startsWith("/callback/") ?? false);
}

/** A URL-safe slug: the name without accents, lower case, plus a random suffix (unique). */
function workspaceSlug(name: string): string {
  const base = name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  const suffix = randomBytes(4).readUInt32BE().toString(36).padStart(6, "0").slice(0, 6);
  return `${base || "espace"}-${suffix}`;
}

const firstNameOf = (name: string, email: string) =>
  name.trim().split(/\s+/u)[0] || email.split("@")[0] || "mon équipe";

export interface NewWorkspace {
  name: string;
  /** A trial plan id (anything else: Standard). */
  plan: unknown;
  /** Length of the trial (env TRIAL_DAYS_OVERRIDE on private test servers; 14 otherwise). */
  trialDays?: number;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The rows of a new workspace, in `tx`: the person's trial (fresh, shared or over), the owner. */
async function insertWorkspace(
  tx: Tx,
  id: string,
  owner: { id: string },
  { name, plan, trialDays = TRIAL_DAYS }: NewWorkspace,
  now: Date,
) {
  const fresh = new Date(now.getTime() + trialDays * DAY_MS);
  // One trial per person (decision 0085): the first workspace starts it, the later ones share
  // its end; once it is over, a new workspace starts read-only, its plan to be chosen.
  const [person] = await tx
    .update(authUser)
    .set({
      trialEndsAt: sql`coalesce(${authUser.trialEndsAt}, ${fresh.toISOString()}::timestamptz)`,
    })
    .where(eq(authUser.id, owner.id))
    .returning({ trialEndsAt: authUser.trialEndsAt });
  await tx.insert(authOrganization).values({
    id,
    name,
    slug: workspaceSlug(name),
    plan: trialPlanOf(plan),
    trialEndsAt: person?.trialEndsAt ?? fresh,
    createdAt: now,
  });
  await tx.insert(authMember).values({
    id: randomUUID(),
    organizationId: id,
    userId: owner.id,
    role: "owner",
    createdAt: now,
  });
}

/**
 * A new workspace with `owner` as its Propriétaire, on a trial of `plan` (the person's one trial:
 * fresh, shared, or over), in one transaction, then 'workspace.created' in its journal. Returns
 * its id.
 */
export async function createWorkspace(
  db: Db,
  owner: { id: string; name: string; email: string },
  workspace: NewWorkspace,
  now: Date = new Date(),
): Promise<string> {
  const id = randomUUID();
  await db.transaction((tx) => insertWorkspace(tx, id, owner, workspace, now));
  await inTenant(db, id, (t) =>
    journal(
      t,
      { id: owner.id, name: owner.name, email: owner.email },
      "workspace.created",
      workspace.name,
    ),
  );
  return id;
}

/** The workspace of a sign-up: 'Espace de {prénom}', on a trial of the plan chosen on /tarifs. */
export function createFirstWorkspace(
  db: Db,
  user: { id: string; name: string; email: string },
  plan: unknown,
  now: Date = new Date(),
  trialDays: number = TRIAL_DAYS,
): Promise<string> {
  const name = defaultWorkspaceName(firstNameOf(user.name, user.email));
  return createWorkspace(db, user, { name, plan, trialDays }, now);
}

/**
 * The workspace a sign-up waits for, created once its address is confirmed (decision 0097): the
 * plan kept at sign-up is taken (and cleared) in the transaction that creates the workspace, so
 * that a link followed twice, or a confirmation and a password reset at once, make one. Nothing
 * when no workspace waits (invited, staff, already created) or the address is not confirmed.
 */
export async function startPendingWorkspace(
  db: Db,
  userId: string,
  now: Date = new Date(),
  trialDays: number = TRIAL_DAYS,
): Promise<string | null> {
  const id = randomUUID();
  const created = await db.transaction(async (tx) => {
    const [person] = await tx
      .select({ name: authUser.name, email: authUser.email, plan: authUser.signUpPlan })
      .from(authUser)
      .where(
        and(
          eq(authUser.id, userId),
          isNotNull(authUser.signUpPlan),
          eq(authUser.emailVerified, true),
        ),
      )
      .for("update");
    if (!person) return null;
    await tx.update(authUser).set({ signUpPlan: null }).where(eq(authUser.id, userId));
    const name = defaultWorkspaceName(firstNameOf(person.name, person.email));
    await insertWorkspace(tx, id, { id: userId }, { name, plan: person.plan, trialDays }, now);
    return { person, workspaceName: name };
  });
  if (!created) return null;
  await inTenant(db, id, (t) =>
    journal(t, { id: userId, ...created.person }, "workspace.created", created.workspaceName),
  );
  return id;
}
