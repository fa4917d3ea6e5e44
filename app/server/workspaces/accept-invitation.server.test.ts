import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workspaceErrors } from "~/content/workspaces";
import { ensureAdmin } from "~/server/auth/admin-seed.server";
import { readAuthAnswer } from "~/server/auth/auth-api.server";
import { GOOD_PASSWORD, startTestAuth, type TestAuth } from "~/server/auth/test-auth.server";
import { authInvitation, authSession, authUser } from "~/server/db/schema.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { acceptInvitation, type InvitationVisitorInfo } from "./accept-invitation.server";
import { pickActive, workspacesOf } from "./active.server";
import { inTenant } from "./in-tenant.server";
import { inviteMember, type MemberContext } from "./member-commands.server";
import { memberByUser } from "./members.server";
import { WorkspaceError } from "./tenant.server";

// Accepting an invitation: only the invited address, once, within 48 hours; it makes the
// workspace the active one and never confirms the address (the inviter knows the link). A
// sign-up from the link gets no workspace of its own, and signs in by its confirmation link
// like any sign-up (decision 0097).

let t: TestAuth;
let ws: string;
let ownerCtx: MemberContext;

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function userByEmail(email: string) {
  const [user] = await t.db.select().from(authUser).where(eq(authUser.email, email));
  return user!;
}

/**
 * An account signed up through better-auth (optionally from an invitation link), signed in by its
 * confirmation link.
 */
async function signUp(name: string, email: string, invitation?: string) {
  const response = await t.post("/sign-up/email", {
    name,
    email,
    password: GOOD_PASSWORD,
    ...(invitation ? { invitation } : {}),
  });
  expect(response.status).toBe(200);
  expect(cookieOf(response)).toBe(""); // no session before the confirmation
  const cookie = await t.confirm(email);
  const user = await userByEmail(email);
  const [session] = await t.db.select().from(authSession).where(eq(authSession.userId, user.id));
  const visitor: InvitationVisitorInfo = { id: user.id, name, email, sessionId: session!.id };
  const auth: MemberContext["auth"] = async (path, body) =>
    readAuthAnswer(await t.post(path, body, { cookie }));
  return { user, visitor, auth };
}

async function invite(email: string) {
  await inviteMember(ownerCtx, { email, role: "technician" });
  const [row] = await t.db.select().from(authInvitation).where(eq(authInvitation.email, email));
  return row!.id;
}

const fresh = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@exemple.gn`;

beforeAll(async () => {
  t = await startTestAuth();
  const email = fresh("proprietaire");
  const { user, auth } = await signUp("Aïssatou Diallo", email);
  const [workspace] = await workspacesOf(t.db, user.id);
  ws = workspace!.id;
  ownerCtx = {
    db: t.db,
    actor: { id: user.id, name: user.name, email, emailVerified: true },
    workspace: { ...workspace!, readOnly: false },
    auth,
    clientKey: randomUUID(),
  };
}, 120_000);
afterAll(() => t.cleanup());

describe("a sign-up from an invitation link", { timeout: 60_000 }, () => {
  it("gets no workspace of its own when the invitation is for its address", async () => {
    const email = fresh("invite");
    const id = await invite(email);
    const { user } = await signUp("Mamadou Barry", email, id);
    expect(await workspacesOf(t.db, user.id)).toEqual([]);
  });

  it("gets its own workspace with another address, or an unknown invitation", async () => {
    const id = await invite(fresh("invite"));
    const other = await signUp("Fatoumata Camara", fresh("autre"), id);
    expect(await workspacesOf(t.db, other.user.id)).toHaveLength(1);
    const unknown = await signUp("Ibrahima Sow", fresh("inconnu"), "pasUneInvitation123");
    expect(await workspacesOf(t.db, unknown.user.id)).toHaveLength(1);
  });
});

describe("accepting", { timeout: 60_000 }, () => {
  it("joins once with the invited address: active, journaled", async () => {
    const email = fresh("invite");
    const id = await invite(email);
    const { user, visitor, auth } = await signUp("Kadiatou Bah", email, id);

    const outcome = await acceptInvitation(t.db, visitor, id, auth);
    expect(outcome).toMatchObject({ ok: true, workspaceId: ws });
    expect((await memberByUser(t.db, ws, user.id))?.role).toBe("technician");
    const [session] = await t.db
      .select()
      .from(authSession)
      .where(eq(authSession.id, visitor.sessionId));
    expect(session!.activeOrganizationId).toBe(ws);
    const joined = await inTenant(t.db, ws, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.action, "member.joined")),
    );
    expect(joined.map((r) => r.actorId)).toContain(user.id);

    // Works once.
    expect(await acceptInvitation(t.db, visitor, id, auth)).toMatchObject({
      ok: false,
      state: "used",
      status: 410,
    });
  });

  it("leaves an address registered by someone else unconfirmed: not promotable, may not invite", async () => {
    // A confirmed owner registers someone else's address, invites it and accepts as that account:
    // the inviter knows the link, so accepting proves nothing about the mailbox. A sign-up cannot
    // be signed in unconfirmed any more (decision 0097): this is a session of an account made
    // before that, left unconfirmed.
    const email = fresh("adresse-d-autrui");
    const squatter = await signUp("Adresse d'autrui", email);
    await t.db.update(authUser).set({ emailVerified: false }).where(eq(authUser.email, email));
    await inviteMember(ownerCtx, { email, role: "admin" });
    const [row] = await t.db.select().from(authInvitation).where(eq(authInvitation.email, email));
    expect(await acceptInvitation(t.db, squatter.visitor, row!.id, squatter.auth)).toMatchObject({
      ok: true,
      workspaceId: ws,
    });
    const user = await userByEmail(email);
    expect(user.emailVerified).toBe(false);

    await expect(
      ensureAdmin(t.db, t.auth, { email, password: "le mot de passe du personnel" }),
    ).rejects.toThrow(/not confirmed[\s\S]*npm run admin -- promote/);
    expect((await userByEmail(email)).role).toBe("member");

    // Administrateur of the owner's workspace, yet its address is unconfirmed: no invitation.
    const ctx: MemberContext = {
      db: t.db,
      actor: { id: user.id, name: user.name, email, emailVerified: user.emailVerified },
      workspace: pickActive(await workspacesOf(t.db, user.id), ws, Date.now()),
      auth: squatter.auth,
      clientKey: randomUUID(),
    };
    expect(ctx.workspace).toMatchObject({ id: ws, role: "admin" });
    const refused = await inviteMember(ctx, { email: fresh("cible"), role: "member" }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(WorkspaceError);
    expect(refused).toMatchObject({ status: 403, message: workspaceErrors.unverifiedInviter });
  });

  it("refuses another account as an unknown id, an expired link and an unknown id, changing nothing", async () => {
    const email = fresh("invite");
    const id = await invite(email);
    const intruder = await signUp("Sékou Touré", fresh("intrus"));
    // Another account learns nothing of the invitation (not its workspace, not that it exists).
    expect(await acceptInvitation(t.db, intruder.visitor, id, intruder.auth)).toEqual({
      ok: false,
      state: "unknown",
      visitor: "anonymous",
      status: 404,
    });
    expect(await memberByUser(t.db, ws, intruder.user.id)).toBeNull();

    await t.db
      .update(authInvitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authInvitation.id, id));
    const invited = await signUp("Mariama Sylla", email);
    expect(await acceptInvitation(t.db, invited.visitor, id, invited.auth)).toMatchObject({
      ok: false,
      state: "expired",
      status: 410,
    });
    expect(await memberByUser(t.db, ws, invited.user.id)).toBeNull();
    expect(
      await acceptInvitation(t.db, invited.visitor, "inconnue1234", invited.auth),
    ).toMatchObject({
      ok: false,
      state: "unknown",
      status: 404,
    });
  });
});
