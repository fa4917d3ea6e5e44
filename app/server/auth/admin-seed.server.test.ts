import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { authAccount, authMember, authSession, authUser } from "~/server/db/schema.server";
import { ensureAdmin } from "./admin-seed.server";
import { hashPassword } from "./password.server";
import { GOOD_PASSWORD, startTestAuth, uniqueEmail, type TestAuth } from "./test-auth.server";

const ADMIN_PASSWORD = "le mot de passe du personnel";
let t: TestAuth;

beforeAll(async () => {
  t = await startTestAuth();
}, 120_000);
beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {}); // the confirmation links of sign-ups
});
afterAll(() => t.cleanup());

const userOf = async (email: string) =>
  (await t.db.select().from(authUser).where(eq(authUser.email, email)))[0]!;
const sessionsOf = async (email: string) => {
  const user = await userOf(email);
  const [row] = await t.db
    .select({ n: count() })
    .from(authSession)
    .where(eq(authSession.userId, user.id));
  return row!.n;
};
const signInStatus = async (email: string, password: string) =>
  (await t.post("/sign-in/email", { email, password })).status;
const confirm = (email: string) =>
  t.db.update(authUser).set({ emailVerified: true }).where(eq(authUser.email, email));
const makeAdmin = (email: string) =>
  t.db.update(authUser).set({ role: "admin" }).where(eq(authUser.email, email));
const seed = (email: string) => ensureAdmin(t.db, t.auth, { email, password: ADMIN_PASSWORD });

describe("ensureAdmin", { timeout: 60_000 }, () => {
  it("creates a free address as a confirmed admin without a workspace, and sends no e-mail", async () => {
    const email = uniqueEmail("personnel");
    const log = vi.mocked(console.log);
    log.mockClear();
    expect(await seed(email)).toBe("created");
    expect(await userOf(email)).toMatchObject({
      role: "admin",
      emailVerified: true,
      name: "Administrateur",
    });
    const user = await userOf(email);
    expect(await t.db.select().from(authMember).where(eq(authMember.userId, user!.id))).toEqual([]);
    expect(await signInStatus(email, ADMIN_PASSWORD)).toBe(200);
    expect(log.mock.calls.flat().join("\n")).not.toContain(email);
  });

  it("refuses to promote an unconfirmed account: it keeps its role and its owner's password", async () => {
    const { email } = await t.legacyUnconfirmed("Quelqu'un d'autre");
    await expect(seed(email)).rejects.toThrow(/not confirmed[\s\S]*npm run admin -- promote/);
    expect(await userOf(email)).toMatchObject({ role: "member", emailVerified: false });
    expect(await signInStatus(email, ADMIN_PASSWORD)).toBe(401);
    // Its own password still: right, but the address is to be confirmed first (decision 0097).
    expect(await signInStatus(email, GOOD_PASSWORD)).toBe(403);
  });

  it("takes the admin role back from an unconfirmed account an earlier version promoted", async () => {
    const { email } = await t.legacyUnconfirmed("Intrus");
    await makeAdmin(email);
    expect(await sessionsOf(email)).toBe(1);
    await expect(seed(email)).rejects.toThrow(/it is now a member/);
    expect((await userOf(email)).role).toBe("member");
    expect(await sessionsOf(email)).toBe(0);
  });

  it("promotes a confirmed account: ADMIN_PASSWORD replaces its password, its sessions close", async () => {
    const { email } = await t.signUp("Aïssatou Diallo"); // one session
    await t.post("/sign-in/email", { email, password: GOOD_PASSWORD });
    await confirm(email);
    expect(await sessionsOf(email)).toBe(2);
    expect(await seed(email)).toBe("promoted");
    expect(await userOf(email)).toMatchObject({ role: "admin" });
    expect(await sessionsOf(email)).toBe(0);
    expect(await signInStatus(email, GOOD_PASSWORD)).toBe(401);
    expect(await signInStatus(email, ADMIN_PASSWORD)).toBe(200);
  });

  it("gives a confirmed Google-only account ADMIN_PASSWORD as its first password", async () => {
    const email = uniqueEmail("google");
    const id = randomUUID();
    await t.db.insert(authUser).values({ id, name: "Google", email, emailVerified: true });
    await t.db
      .insert(authAccount)
      .values({ id: randomUUID(), accountId: "g-123", providerId: "google", userId: id });
    expect(await seed(email)).toBe("promoted");
    expect(await signInStatus(email, ADMIN_PASSWORD)).toBe(200);
  });

  it("refuses an unconfirmed account even when its password already is ADMIN_PASSWORD", async () => {
    // Whoever registered the address may have chosen the same password: it proves no mailbox.
    const { email } = await t.legacyUnconfirmed("Personnel", ADMIN_PASSWORD);
    await expect(seed(email)).rejects.toThrow(/not confirmed[\s\S]*npm run admin -- promote/);
    expect(await userOf(email)).toMatchObject({ role: "member", emailVerified: false });
    expect(await sessionsOf(email)).toBe(1);

    // Made admin by an earlier version of this seed: the role and the sessions go.
    await makeAdmin(email);
    await expect(seed(email)).rejects.toThrow(/it is now a member/);
    expect(await userOf(email)).toMatchObject({ role: "member", emailVerified: false });
    expect(await sessionsOf(email)).toBe(0);
  });

  it("leaves a confirmed admin alone: its own password and sessions stay", async () => {
    const email = uniqueEmail("personnel");
    await seed(email);
    await t.post("/sign-in/email", { email, password: ADMIN_PASSWORD });
    const changed = "un autre mot de passe choisi";
    const user = await userOf(email);
    await t.db
      .update(authAccount)
      .set({ password: await hashPassword(changed) })
      .where(eq(authAccount.userId, user.id));
    expect(await seed(email)).toBe("unchanged");
    expect(await sessionsOf(email)).toBe(1);
    expect(await signInStatus(email, changed)).toBe(200);
  });

  it("refuses an ADMIN_PASSWORD that the password policy refuses", async () => {
    await expect(
      ensureAdmin(t.db, t.auth, { email: uniqueEmail(), password: "azertyuiop123" }),
    ).rejects.toThrow(/ADMIN_PASSWORD is refused/);
  });
});
