import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { authUser } from "~/server/db/schema.server";
import { ADMIN_USAGE, runAdminCommand } from "./admin-command.server";
import { GOOD_PASSWORD, startTestAuth, uniqueEmail, type TestAuth } from "./test-auth.server";

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
const promote = (email: string) => runAdminCommand(t.db, ["promote", email]);

describe("npm run admin -- promote <email>", { timeout: 30_000 }, () => {
  it("shows the usage for anything else", async () => {
    for (const args of [[], ["promote"], ["promote", "pas-un-email"], ["demote", "a@b.gn"]]) {
      expect(await runAdminCommand(t.db, args)).toEqual({ code: 2, message: ADMIN_USAGE });
    }
  });

  it("refuses an unknown address", async () => {
    const result = await promote(uniqueEmail("inconnu"));
    expect(result.code).toBe(1);
    expect(result.message).toMatch(/No account uses/);
  });

  it("refuses an unconfirmed account, which stays a member", async () => {
    const { email } = await t.legacyUnconfirmed();
    const result = await promote(email);
    expect(result.code).toBe(1);
    expect(result.message).toMatch(/not confirmed/);
    expect((await userOf(email)).role).toBe("member");
  });

  it("makes a confirmed account admin, keeping its password", async () => {
    const { email } = await t.signUp();
    await t.db.update(authUser).set({ emailVerified: true }).where(eq(authUser.email, email));
    expect(await promote(email.toUpperCase())).toMatchObject({ code: 0 });
    expect(await userOf(email)).toMatchObject({ role: "admin" });
    expect((await t.post("/sign-in/email", { email, password: GOOD_PASSWORD })).status).toBe(200);
    expect(await promote(email)).toEqual({ code: 0, message: `${email} is already admin.` });
  });
});
