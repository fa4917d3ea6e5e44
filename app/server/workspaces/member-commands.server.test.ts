import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workspaceErrors } from "~/content/workspaces";
import type { WorkspaceRole } from "~/contracts/workspace-roles";
import { readAuthAnswer } from "~/server/auth/auth-api.server";
import { startTestAuth, type TestAuth } from "~/server/auth/test-auth.server";
import { authInvitation, authMember, authUser, rateLimit } from "~/server/db/schema.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { pickActive, workspacesOf } from "./active.server";
import { inTenant } from "./in-tenant.server";
import {
  changeRole,
  INVITE_LIMITS,
  inviteMember,
  leaveWorkspace,
  parseInvite,
  removeMember,
  resendInvitation,
  revokeInvitation,
  type MemberContext,
} from "./member-commands.server";
import { membersLoader } from "./members-page.server";
import { findMember, ownerCount } from "./members.server";
import { withTenantContext } from "./tenant-context.server";
import { WorkspaceError } from "./tenant.server";

// The commands of the members page, per role, against better-auth's organization plugin on a
// test database: what each role may do, the last-owner rules, duplicates, the rate limits, and
// ids of another workspace (404, nothing changed).

let t: TestAuth;

interface Person {
  id: string;
  email: string;
  cookie: string;
  memberId: string;
}

let owner: Person;
let admin: Person;
let technician: Person;
let member: Person;
let outsider: Person;
/** The owner's workspace, where the others are members; `other` is the outsider's. */
let ws: string;
let other: string;

async function person(name: string, verified = true) {
  const { email, cookie } = verified ? await t.signUp(name) : await t.legacyUnconfirmed(name);
  const [user] = await t.db.select().from(authUser).where(eq(authUser.email, email));
  return { id: user!.id, email, cookie };
}

async function join(p: { id: string }, workspaceId: string, role: WorkspaceRole) {
  const memberId = randomUUID();
  await t.db
    .insert(authMember)
    .values({ id: memberId, organizationId: workspaceId, userId: p.id, role });
  return memberId;
}

/** The command context of `p` with `workspaceId` as the active workspace. */
async function as(p: Person, workspaceId = ws, clientKey = randomUUID()): Promise<MemberContext> {
  const [user] = await t.db.select().from(authUser).where(eq(authUser.id, p.id));
  return {
    db: t.db,
    actor: { id: p.id, name: user!.name, email: p.email, emailVerified: user!.emailVerified },
    workspace: pickActive(await workspacesOf(t.db, p.id), workspaceId, Date.now()),
    auth: async (path, body) => readAuthAnswer(await t.post(path, body, { cookie: p.cookie })),
    clientKey,
  };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WorkspaceError);
  return { status: (error as WorkspaceError).status, message: (error as WorkspaceError).message };
}

const invitationsTo = (email: string) =>
  t.db.select().from(authInvitation).where(eq(authInvitation.email, email));

const journalOf = (workspaceId: string, action: string) =>
  inTenant(t.db, workspaceId, (tx) =>
    tx.select().from(auditLog).where(eq(auditLog.action, action)),
  );

const fresh = (prefix = "invite") => `${prefix}-${randomUUID().slice(0, 8)}@exemple.gn`;

beforeAll(async () => {
  t = await startTestAuth();
  const o = await person("Aïssatou Diallo");
  [ws] = (await workspacesOf(t.db, o.id)).map((w) => w.id) as [string];
  const ownerMember = await t.db.select().from(authMember).where(eq(authMember.userId, o.id));
  owner = { ...o, memberId: ownerMember[0]!.id };
  const a = await person("Mamadou Barry");
  admin = { ...a, memberId: await join(a, ws, "admin") };
  const tech = await person("Fatoumata Camara");
  technician = { ...tech, memberId: await join(tech, ws, "technician") };
  const m = await person("Ibrahima Sow");
  member = { ...m, memberId: await join(m, ws, "member") };
  const out = await person("Kadiatou Bah");
  [other] = (await workspacesOf(t.db, out.id)).map((w) => w.id) as [string];
  const outMember = await t.db.select().from(authMember).where(eq(authMember.userId, out.id));
  outsider = { ...out, memberId: outMember[0]!.id };
}, 180_000);
afterAll(() => t.cleanup());

describe("the invitation form's input", () => {
  it("refuses an invalid address and an unknown role, in French", () => {
    const bad = parseInvite("pas-une-adresse", "superadmin");
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.fieldErrors.email).toMatch(/adresse e-mail valide/);
      expect(bad.fieldErrors.role).toMatch(/rôle/);
    }
    expect(parseInvite(" Awa@Exemple.GN ", "technician")).toEqual({
      ok: true,
      email: "awa@exemple.gn",
      role: "technician",
    });
  });
});

describe("inviting", { timeout: 60_000 }, () => {
  it("lets owners and administrators invite, journals it, and refuses technicians and members", async () => {
    const byOwner = fresh();
    expect(await inviteMember(await as(owner), { email: byOwner, role: "admin" })).toContain(
      byOwner,
    );
    const byAdmin = fresh();
    await inviteMember(await as(admin), { email: byAdmin, role: "technician" });
    expect(await invitationsTo(byOwner)).toHaveLength(1);
    expect((await invitationsTo(byAdmin))[0]).toMatchObject({
      organizationId: ws,
      role: "technician",
    });
    const journaled = await journalOf(ws, "member.invited");
    expect(journaled.map((r) => r.target)).toEqual(expect.arrayContaining([byOwner, byAdmin]));

    for (const p of [technician, member]) {
      const email = fresh();
      expect(await refusal(inviteMember(await as(p), { email, role: "member" }))).toEqual({
        status: 403,
        message: workspaceErrors.forbidden,
      });
      expect(await invitationsTo(email)).toHaveLength(0);
    }
  });

  it("lets only an owner invite an owner", async () => {
    const email = fresh();
    expect((await refusal(inviteMember(await as(admin), { email, role: "owner" }))).status).toBe(
      403,
    );
    expect(await invitationsTo(email)).toHaveLength(0);
    await inviteMember(await as(owner), { email, role: "owner" });
    expect(await invitationsTo(email)).toHaveLength(1);
  });

  it("refuses an inviter whose address is not confirmed", async () => {
    const p = await person("Ousmane Keita", false);
    const unverified = { ...p, memberId: await join(p, ws, "admin") };
    const email = fresh();
    expect(await refusal(inviteMember(await as(unverified), { email, role: "member" }))).toEqual({
      status: 403,
      message: workspaceErrors.unverifiedInviter,
    });
    expect(await invitationsTo(email)).toHaveLength(0);
  });

  it("refuses an address already a member, or already invited (whatever its case)", async () => {
    expect(
      await refusal(
        inviteMember(await as(owner), { email: member.email.toUpperCase(), role: "member" }),
      ),
    ).toEqual({ status: 409, message: workspaceErrors.alreadyMember });
    const email = fresh();
    await inviteMember(await as(owner), { email, role: "member" });
    expect(
      await refusal(inviteMember(await as(admin), { email: email.toUpperCase(), role: "admin" })),
    ).toEqual({ status: 409, message: workspaceErrors.alreadyInvited });
    expect(await invitationsTo(email)).toHaveLength(1);
  });

  it("refuses writes while the workspace is read-only", async () => {
    const ctx = await as(owner);
    ctx.workspace = { ...ctx.workspace!, readOnly: true };
    const email = fresh();
    expect(await refusal(inviteMember(ctx, { email, role: "member" }))).toEqual({
      status: 403,
      message: workspaceErrors.readOnly,
    });
    expect(await invitationsTo(email)).toHaveLength(0);
  });
});

describe("rate limits", { timeout: 120_000 }, () => {
  it("limits invitations per client", async () => {
    const p = await person("Mariama Sylla");
    const ownerElsewhere = { ...p, memberId: "" };
    const [own] = (await workspacesOf(t.db, p.id)).map((w) => w.id) as [string];
    const clientKey = randomUUID();
    // One instant for the whole burst: the windows are fixed, and a burst that crossed a
    // window's boundary would start counting afresh.
    const now = new Date();
    const client = async () => ({ ...(await as(ownerElsewhere, own, clientKey)), now });
    for (let i = 0; i < INVITE_LIMITS.client.max; i++) {
      await inviteMember(await client(), { email: fresh(), role: "member" });
    }
    const email = fresh();
    expect(await refusal(inviteMember(await client(), { email, role: "member" }))).toEqual({
      status: 429,
      message: workspaceErrors.rateLimited,
    });
    expect(await invitationsTo(email)).toHaveLength(0);
    // Another client of the same workspace is still served.
    await inviteMember(await as(ownerElsewhere, own), { email, role: "member" });
  });

  it("limits invitations and resends per workspace, whatever the client", async () => {
    const p = await person("Sékou Touré");
    const self = { ...p, memberId: "" };
    const [own] = (await workspacesOf(t.db, p.id)).map((w) => w.id) as [string];
    const first = fresh();
    await inviteMember(await as(self, own), { email: first, role: "member" });
    // The workspace has used up its window (from other clients).
    await t.db
      .update(rateLimit)
      .set({ count: INVITE_LIMITS.workspace.max })
      .where(eq(rateLimit.key, `invite:workspace:${own}`));
    const email = fresh();
    expect(
      (await refusal(inviteMember(await as(self, own), { email, role: "member" }))).status,
    ).toBe(429);
    expect(await invitationsTo(email)).toHaveLength(0);
    const [invitation] = await invitationsTo(first);
    expect((await refusal(resendInvitation(await as(self, own), invitation!.id))).status).toBe(429);
  });
});

describe("resending and revoking", { timeout: 60_000 }, () => {
  it("resends the same link with 48 more hours, and journals it", async () => {
    const email = fresh();
    await inviteMember(await as(owner), { email, role: "member" });
    const [before] = await invitationsTo(email);
    await t.db
      .update(authInvitation)
      .set({ expiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(authInvitation.id, before!.id));
    expect(await resendInvitation(await as(admin), before!.id)).toContain(email);
    const after = await invitationsTo(email);
    expect(after).toHaveLength(1);
    expect(after[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    expect((await journalOf(ws, "member.invitation_resent")).map((r) => r.target)).toContain(email);
  });

  it("shows an expired invitation as such, and replaces it by a new link", async () => {
    const email = fresh();
    await inviteMember(await as(owner), { email, role: "technician" });
    const [old] = await invitationsTo(email);
    await t.db
      .update(authInvitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authInvitation.id, old!.id));
    // The members page marks it expired and offers 'Renvoyer' (features/members draws it).
    const page = await membersLoader(
      withTenantContext(
        new Request(`${t.config.siteUrl}/dashboard/user-management`, {
          headers: { cookie: owner.cookie },
        }),
        { db: t.db, auth: t.auth },
      ),
    );
    const line = page?.view?.invitations?.find((i) => i.id === old!.id);
    expect(line).toMatchObject({ email, expired: true, canManage: true });
    await resendInvitation(await as(owner), old!.id);
    const rows = await invitationsTo(email);
    expect(rows.find((r) => r.id === old!.id)?.status).toBe("canceled");
    const renewed = rows.find((r) => r.id !== old!.id);
    expect(renewed).toMatchObject({ status: "pending", role: "technician" });
  });

  it("revokes, journals, and refuses roles without the right", async () => {
    const email = fresh();
    await inviteMember(await as(owner), { email, role: "member" });
    const [invitation] = await invitationsTo(email);
    for (const p of [technician, member]) {
      expect((await refusal(revokeInvitation(await as(p), invitation!.id))).status).toBe(403);
      expect((await refusal(resendInvitation(await as(p), invitation!.id))).status).toBe(403);
    }
    await revokeInvitation(await as(admin), invitation!.id);
    expect((await invitationsTo(email))[0]!.status).toBe("canceled");
    expect((await journalOf(ws, "member.invitation_revoked")).map((r) => r.target)).toContain(
      email,
    );
    // Revoked: no longer pending, so unknown to both commands.
    expect((await refusal(resendInvitation(await as(owner), invitation!.id))).status).toBe(404);
  });

  it("answers 404 for another workspace's invitation, and changes nothing", async () => {
    const email = fresh();
    const outsiderCtx = await as(outsider, other);
    await inviteMember(outsiderCtx, { email, role: "member" });
    const [foreign] = await invitationsTo(email);
    for (const command of [resendInvitation, revokeInvitation]) {
      expect(await refusal(command(await as(owner), foreign!.id))).toEqual({
        status: 404,
        message: workspaceErrors.notFound,
      });
    }
    expect((await invitationsTo(email))[0]).toMatchObject({
      status: "pending",
      expiresAt: foreign!.expiresAt,
    });
  });
});

describe("changing roles", { timeout: 60_000 }, () => {
  it("lets an owner and an administrator change a role, and journals from/to", async () => {
    await changeRole(await as(owner), technician.memberId, "admin");
    expect((await findMember(t.db, ws, technician.memberId))!.role).toBe("admin");
    await changeRole(await as(admin), technician.memberId, "technician");
    expect((await findMember(t.db, ws, technician.memberId))!.role).toBe("technician");
    const entries = await journalOf(ws, "member.role_changed");
    expect(entries.map((e) => e.details)).toEqual(
      expect.arrayContaining([
        { from: "technician", to: "admin" },
        { from: "admin", to: "technician" },
      ]),
    );
  });

  it("refuses technicians and members, and administrators on the owner role", async () => {
    for (const p of [technician, member]) {
      expect((await refusal(changeRole(await as(p), admin.memberId, "member"))).status).toBe(403);
    }
    expect((await refusal(changeRole(await as(admin), member.memberId, "owner"))).status).toBe(403);
    expect((await refusal(changeRole(await as(admin), owner.memberId, "admin"))).status).toBe(403);
    expect((await findMember(t.db, ws, member.memberId))!.role).toBe("member");
    expect((await findMember(t.db, ws, owner.memberId))!.role).toBe("owner");
    expect((await findMember(t.db, ws, admin.memberId))!.role).toBe("admin");
  });

  it("refuses the last owner's self-demotion; with a second owner it works", async () => {
    expect(await refusal(changeRole(await as(owner), owner.memberId, "admin"))).toEqual({
      status: 409,
      message: workspaceErrors.lastOwner,
    });
    expect(await ownerCount(t.db, ws)).toBe(1);
    await changeRole(await as(owner), admin.memberId, "owner");
    await changeRole(await as(owner), owner.memberId, "admin");
    expect((await findMember(t.db, ws, owner.memberId))!.role).toBe("admin");
    // Back as before, done by the other owner.
    await changeRole(await as(admin), owner.memberId, "owner");
    await changeRole(await as(owner), admin.memberId, "admin");
    expect(await ownerCount(t.db, ws)).toBe(1);
  });

  it("refuses one of two owners demoting the other at the same moment, as the last owner", async () => {
    const p = await person("Sékou Touré");
    const second = { ...p, memberId: await join(p, ws, "owner") };
    const [mine, theirs] = [await as(owner), await as(second)];
    const results = await Promise.allSettled([
      changeRole(mine, second.memberId, "admin"),
      changeRole(theirs, owner.memberId, "admin"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    // Refused by the database's guard (the last owner, 409), or by better-auth when the other's
    // change was already made: its author is no longer an owner (403). An owner remains.
    const failure = results.find((r) => r.status === "rejected")!.reason as WorkspaceError;
    expect([
      { status: 409, message: workspaceErrors.lastOwner },
      { status: 403, message: workspaceErrors.forbidden },
    ]).toContainEqual({ status: failure.status, message: failure.message });
    expect(await ownerCount(t.db, ws)).toBe(1);
    // As before: the owner of the other tests owns the workspace, the second leaves.
    if ((await findMember(t.db, ws, owner.memberId))!.role !== "owner") {
      await changeRole(await as(second), owner.memberId, "owner");
    }
    await t.db.delete(authMember).where(eq(authMember.id, second.memberId));
    expect((await findMember(t.db, ws, owner.memberId))!.role).toBe("owner");
  });

  it("answers 404 for another workspace's member, and changes nothing", async () => {
    expect(await refusal(changeRole(await as(owner), outsider.memberId, "member"))).toEqual({
      status: 404,
      message: workspaceErrors.notFound,
    });
    expect((await findMember(t.db, other, outsider.memberId))!.role).toBe("owner");
  });
});

describe("removing and leaving", { timeout: 60_000 }, () => {
  it("lets an administrator remove a member, journaled; refuses the others", async () => {
    const p = await person("Aminata Condé");
    const target = await join(p, ws, "member");
    for (const who of [technician, member]) {
      expect((await refusal(removeMember(await as(who), target))).status).toBe(403);
    }
    expect((await refusal(removeMember(await as(admin), owner.memberId))).status).toBe(403);
    expect((await refusal(removeMember(await as(admin), admin.memberId))).status).toBe(409);
    expect(await removeMember(await as(admin), target)).toContain("Aminata Condé");
    expect(await findMember(t.db, ws, target)).toBeNull();
    expect((await journalOf(ws, "member.removed")).map((r) => r.target)).toContain("Aminata Condé");
  });

  it("answers 404 for another workspace's member, and removes nothing", async () => {
    expect((await refusal(removeMember(await as(owner), outsider.memberId))).status).toBe(404);
    expect(await findMember(t.db, other, outsider.memberId)).not.toBeNull();
  });

  it("lets anyone leave, except the last owner", async () => {
    expect(await refusal(leaveWorkspace(await as(owner)))).toEqual({
      status: 409,
      message: workspaceErrors.lastOwner,
    });
    expect(await findMember(t.db, ws, owner.memberId)).not.toBeNull();
    const p = await person("Lansana Kouyaté");
    const leaver = { ...p, memberId: await join(p, ws, "technician") };
    await leaveWorkspace(await as(leaver, ws));
    expect(await findMember(t.db, ws, leaver.memberId)).toBeNull();
    expect((await journalOf(ws, "member.left")).map((r) => r.target)).toContain("Lansana Kouyaté");
  });
});
