import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { createEmailVerificationToken } from "better-auth/api";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authTexts } from "~/content/auth";
import { openTestDb } from "~/server/db/test-db.server";
import {
  authAccount,
  authMember,
  authOrganization,
  authRateLimit,
  authUser,
} from "~/server/db/schema.server";
import { parseEnv } from "~/server/env.server";
import { CLIENT_IP_HEADER, createAuth } from "./auth.server";
import { SIGN_IN_ACCOUNT_LIMIT } from "./sign-in-throttle.server";
import { awayFromWindowEdge } from "~/server/platform/window-edge-test-kit.server";

const SITE = "http://127.0.0.1:4999";
let handle: Awaited<ReturnType<typeof openTestDb>>;
let auth: ReturnType<typeof createAuth>;
let dataDir: string;

beforeAll(async () => {
  handle = await openTestDb();
  dataDir = mkdtempSync(path.join(tmpdir(), "auth-"));
  auth = createAuth(handle.db, parseEnv({ SITE_URL: SITE, DATA_DIR: dataDir }));
}, 120_000); // a fresh embedded database runs initdb: slow on a busy machine
afterAll(async () => {
  await handle.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A random private IPv4: better-auth keys its limits on valid addresses only. */
const randomIp = () =>
  `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 256)).join(".")}`;
const email = () => `essai-${randomUUID()}@exemple.gn`;
const GOOD = "une phrase de passe solide";

function post(
  pathname: string,
  body: Record<string, unknown>,
  {
    ip = randomIp(),
    origin = SITE,
    cookie,
  }: { ip?: string; origin?: string; cookie?: string } = {},
) {
  const headers = new Headers({
    "content-type": "application/json",
    origin,
    [CLIENT_IP_HEADER]: ip,
  });
  if (cookie) headers.set("cookie", cookie);
  return auth.handler(
    new Request(`${SITE}/api/auth${pathname}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    }),
  );
}

/** The workspaces of an account, with its role in each. */
async function workspacesOf(userId: string) {
  return handle.db
    .select({
      name: authOrganization.name,
      slug: authOrganization.slug,
      plan: authOrganization.plan,
      trialEndsAt: authOrganization.trialEndsAt,
      role: authMember.role,
    })
    .from(authMember)
    .innerJoin(authOrganization, eq(authOrganization.id, authMember.organizationId))
    .where(eq(authMember.userId, userId));
}

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** Follows the confirmation link of `address` (the token its e-mail carries): the answer. */
async function confirm(address: string) {
  const { secret } = await auth.$context;
  const token = await createEmailVerificationToken(secret, address, undefined, 600);
  return auth.handler(
    new Request(`${SITE}/api/auth/verify-email?token=${token}`, {
      headers: { [CLIENT_IP_HEADER]: randomIp() },
    }),
  );
}

/** A sign-up followed by its confirmation link: the session cookie (decision 0097). */
async function signUpConfirmed(body: Record<string, unknown>) {
  const signUp = await post("/sign-up/email", body);
  expect(signUp.status).toBe(200);
  return sessionCookie(await confirm(String(body.email)));
}

describe("sign-up", { timeout: 30_000 }, () => {
  it("creates a member, owner of a workspace on a 14-day trial of the chosen plan, hashed with argon2id", async () => {
    const address = email();
    const before = Date.now();
    const ok = await post("/sign-up/email", {
      name: "Aïssatou Diallo",
      email: address,
      password: GOOD,
      plan: "premium",
      // Not an input: a visitor cannot make themselves admin.
      role: "admin",
    });
    expect(ok.status).toBe(200);
    // Verify first (decision 0097): no session, and the workspace waits for the confirmation.
    expect(ok.headers.getSetCookie()).toEqual([]);
    const [user] = await handle.db.select().from(authUser).where(eq(authUser.email, address));
    expect(user).toMatchObject({
      role: "member",
      name: "Aïssatou Diallo",
      emailVerified: false,
      signUpPlan: "premium",
      trialEndsAt: null,
    });
    expect(await workspacesOf(user!.id)).toEqual([]);
    const confirmed = await confirm(address);
    expect(confirmed.headers.getSetCookie().join()).toMatch(
      /better-auth\.session_token=.*HttpOnly.*SameSite=Lax/i,
    );
    const [after] = await handle.db.select().from(authUser).where(eq(authUser.email, address));
    expect(after).toMatchObject({ emailVerified: true, signUpPlan: null });
    const [workspace, ...others] = await workspacesOf(user!.id);
    expect(others).toEqual([]);
    expect(workspace).toMatchObject({ name: "Espace d'Aïssatou", plan: "premium", role: "owner" });
    expect(workspace!.slug).toMatch(/^espace-d-aissatou-[a-z0-9]{6}$/);
    const trialMs = workspace!.trialEndsAt!.getTime() - before;
    expect(trialMs).toBeGreaterThanOrEqual(14 * 86_400_000 - 1_000);
    expect(trialMs).toBeLessThanOrEqual(14 * 86_400_000 + 60_000);
    const [account] = await handle.db
      .select()
      .from(authAccount)
      .where(eq(authAccount.userId, user!.id));
    expect(account!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("lets the visitor change their name but not their plan, role or trial", async () => {
    const address = email();
    const cookie = await signUpConfirmed({ name: "Avant", email: address, password: GOOD });
    const update = await post(
      "/update-user",
      { name: "Après", plan: "super-premium", role: "admin", trialEndsAt: "2099-01-01" },
      { cookie },
    );
    expect(update.status).toBe(400);
    expect((await post("/update-user", { name: "Après" }, { cookie })).status).toBe(200);
    const [user] = await handle.db.select().from(authUser).where(eq(authUser.email, address));
    expect(user).toMatchObject({ name: "Après", role: "member" });
    const [workspace] = await workspacesOf(user!.id);
    expect(workspace).toMatchObject({ plan: "standard", role: "owner" });
  });

  it("falls back to Standard for an unknown or quote-only plan", async () => {
    for (const plan of ["entreprise", "gratuit"]) {
      const address = email();
      await signUpConfirmed({ name: "Test", email: address, password: GOOD, plan });
      const [user] = await handle.db.select().from(authUser).where(eq(authUser.email, address));
      expect((await workspacesOf(user!.id))[0]!.plan).toBe("standard");
    }
  });

  it("refuses short and common passwords with the French reason", async () => {
    for (const [password, message] of [
      ["court", authTexts.password.tooShort],
      ["azertyuiop123", authTexts.password.common],
      ["QWERTY123456", authTexts.password.common],
      ["aaaaaaaaaaaaaa", authTexts.password.common],
    ] as const) {
      const response = await post("/sign-up/email", { name: "Test", email: email(), password });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
  });
});

describe("sign-in", { timeout: 30_000 }, () => {
  it("answers a wrong password and an unknown e-mail the same way", async () => {
    const address = email();
    await post("/sign-up/email", { name: "Test", email: address, password: GOOD });
    const wrong = await post("/sign-in/email", {
      email: address,
      password: "pas le bon mot de passe",
    });
    const unknown = await post("/sign-in/email", { email: email(), password: GOOD });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
    // The right password of an unconfirmed address: refused, and only then said why.
    const unconfirmed = await post("/sign-in/email", { email: address, password: GOOD });
    expect(unconfirmed.status).toBe(403);
    expect(((await unconfirmed.json()) as { code: string }).code).toBe("EMAIL_NOT_VERIFIED");
    expect(unconfirmed.headers.getSetCookie()).toEqual([]);
    await confirm(address);
    const right = await post("/sign-in/email", { email: address, password: GOOD });
    expect(right.status).toBe(200);
  });

  it("limits attempts per client in the database (60 a minute), then answers 429 with the wait", async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 3; i++) {
      last = await post("/sign-in/email", { email: email(), password: GOOD }, { ip });
      statuses.push(last.status);
      // An office behind one address: as if 58 more had tried this minute (not sent, for speed).
      if (i === 0) {
        const [row] = (await handle.db.select().from(authRateLimit)).filter((r) =>
          r.key.includes(ip),
        );
        await handle.db
          .update(authRateLimit)
          .set({ count: 59 })
          .where(eq(authRateLimit.id, row!.id));
      }
    }
    expect(statuses).toEqual([401, 401, 429]);
    expect(Number(last!.headers.get("x-retry-after"))).toBeGreaterThan(0);
    const rows = await handle.db.select().from(authRateLimit);
    expect(rows.some((row) => row.key.includes(ip) && row.count === 60)).toBe(true);
    // Another client is not affected.
    expect((await post("/sign-in/email", { email: email(), password: GOOD })).status).toBe(401);
  });

  it("locks an address after 10 wrong passwords from any client addresses, the right one too", async () => {
    const address = email();
    await post("/sign-up/email", { name: "Test", email: address, password: GOOD });
    await awayFromWindowEdge(SIGN_IN_ACCOUNT_LIMIT.windowMs, 30_000);
    for (let i = 0; i < SIGN_IN_ACCOUNT_LIMIT.max; i++) {
      const wrong = await post("/sign-in/email", { email: address, password: `mauvais ${i}` });
      expect(wrong.status).toBe(401);
    }
    // The right password, from yet another address: refused until the window ends.
    const right = await post("/sign-in/email", { email: address, password: GOOD });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("x-retry-after"))).toBeGreaterThan(0);
    expect(right.headers.getSetCookie()).toEqual([]);
    // Another address is not affected.
    const other = email();
    await signUpConfirmed({ name: "Test", email: other, password: GOOD });
    expect((await post("/sign-in/email", { email: other, password: GOOD })).status).toBe(200);
  });

  it("refuses a foreign origin when the browser carries cookies", async () => {
    const address = email();
    const cookie = await signUpConfirmed({ name: "Test", email: address, password: GOOD });
    const response = await post(
      "/sign-in/email",
      { email: address, password: GOOD },
      { origin: "https://evil.example", cookie },
    );
    expect(response.status).toBe(403);
  });
});

describe("the form rules inside better-auth", { timeout: 30_000 }, () => {
  it("refuses a name that is too long or not on one line, at sign-up and on update", async () => {
    for (const name of [
      "n".repeat(121),
      "Nom\r\nBcc: x@y.gn",
      "Nom\u202Eesrever",
      "a".repeat(65_536),
    ]) {
      const response = await post("/sign-up/email", { name, email: email(), password: GOOD });
      expect(response.status, JSON.stringify(name.slice(0, 20))).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe("INVALID_NAME");
    }
    const cookie = await signUpConfirmed({ name: "Avant", email: email(), password: GOOD });
    const update = await post("/update-user", { name: "Ligne 1\nLigne 2" }, { cookie });
    expect(update.status).toBe(400);
    expect(((await update.json()) as { message: string }).message).toBe(
      authTexts.errors.nameControl,
    );
  });
});

describe("e-mail confirmation", { timeout: 30_000 }, () => {
  /** The link a sign-up wrote to the log (no SMTP in these tests). */
  async function linkFor(address: string, log: { mock: { calls: unknown[][] } }): Promise<URL> {
    let line: string | undefined;
    await vi.waitFor(() => {
      line = log.mock.calls.map((c) => String(c[0])).find((l) => l.includes(address));
      expect(line).toBeDefined();
    });
    return new URL(line!.slice(line!.lastIndexOf(" ") + 1));
  }
  const get = (pathname: string) =>
    auth.handler(
      new Request(`${SITE}/api/auth${pathname}`, { headers: { [CLIENT_IP_HEADER]: randomIp() } }),
    );
  const verified = async (address: string) =>
    (await handle.db.select().from(authUser).where(eq(authUser.email, address)))[0]!.emailVerified;

  it("sends a link to our page at sign-up; it confirms the address and signs in once, then changes nothing", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const address = email();
    await post("/sign-up/email", { name: "Test", email: address, password: GOOD });
    const link = await linkFor(address, log);
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/confirmer-email`);
    const token = link.searchParams.get("token")!;
    // Valid 24 hours.
    const payload = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as {
      iat: number;
      exp: number;
    };
    expect(payload.exp - payload.iat).toBe(24 * 3600);
    expect(await verified(address)).toBe(false);
    const first = await get(`/verify-email?token=${token}`);
    expect(first.status).toBe(200);
    // The link signs in (decision 0097)…
    expect(first.headers.getSetCookie().join()).toMatch(/better-auth\.session_token=/);
    expect(await verified(address)).toBe(true);
    // …once: followed again, it confirms nothing more and opens no session.
    const again = await get(`/verify-email?token=${token}`);
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it("refuses an expired link and a link of another account with that address", async () => {
    const address = email();
    await post("/sign-up/email", { name: "Test", email: address, password: GOOD });
    const { secret } = await auth.$context;
    const expired = await createEmailVerificationToken(secret, address, undefined, -60);
    const answer = await get(`/verify-email?token=${expired}`);
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { code: string }).code).toBe("TOKEN_EXPIRED");
    const other = await createEmailVerificationToken(secret, address, undefined, 600, {
      userId: "un-autre-compte",
    });
    expect((await get(`/verify-email?token=${other}`)).status).toBe(401);
    expect(await verified(address)).toBe(false);
  });
});
