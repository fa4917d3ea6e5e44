import { serializeSignedCookie } from "better-call";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authSession } from "~/server/db/schema.server";
import { parseEnv } from "~/server/env.server";
import { withTenantContext } from "~/server/workspaces/tenant-context.server";
import { workspacesOf } from "~/server/workspaces/active.server";
import { createAuth } from "./auth.server";
import { readLiveSession, signedToken } from "./live-session.server";
import { startTestAuth, type TestAuth } from "./test-auth.server";
import { getViewer } from "./viewer.server";

// The session read directly (decision 0141), against the real better-auth: the cookies it sets are
// read as its `getSession` reads them, and every case but its plainest is left to it ("ask").

let t: TestAuth;
beforeAll(async () => {
  t = await startTestAuth();
});
afterAll(() => t.cleanup());

const context = () => t.auth.$context;
/** The session cookie's value in a Cookie header (URL-decoded, as it was signed). */
const sessionValue = (cookie: string) =>
  decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(cookie)![1]!);

async function moveExpiry(token: string, days: number) {
  await t.db
    .update(authSession)
    .set({ expiresAt: sql`now() + make_interval(secs => ${days * 86_400})` })
    .where(eq(authSession.token, token));
}

describe("readLiveSession", () => {
  it("reads what better-auth's getSession reads, with the person's workspaces", async () => {
    const { cookie } = await t.signUp("Aminata Touré");
    const live = await readLiveSession(t.db, await context(), cookie);
    const asked = await t.auth.api.getSession({ headers: new Headers({ cookie }) });
    if (live === "ask" || !asked) throw new Error("no session");
    expect(live.session).toEqual({
      id: asked.session.id,
      activeOrganizationId: asked.session.activeOrganizationId ?? null,
    });
    expect(live.user).toEqual({
      id: asked.user.id,
      name: "Aminata Touré",
      email: asked.user.email,
      emailVerified: true,
      role: "member",
      trialEndsAt: asked.user.trialEndsAt,
    });
    expect(live.workspaces).toHaveLength(1);
    expect(live.workspaces).toEqual(await workspacesOf(t.db, asked.user.id));
  });

  it("asks better-auth for anything but a plain, signed, live session cookie", async () => {
    const { cookie } = await t.signUp("Ousmane Kaba");
    const value = sessionValue(cookie);
    const token = value.slice(0, value.lastIndexOf("."));
    const ctx = await context();
    const ask = (header: string) => readLiveSession(t.db, ctx, header);
    expect(await ask("theme=dark")).toBe("ask");
    // The token alone, a signature of another secret, a signature changed by one character.
    expect(await ask(`better-auth.session_token=${token}`)).toBe("ask");
    const forged = await serializeSignedCookie("better-auth.session_token", token, "autre secret");
    expect(await ask(forged.split(";")[0]!)).toBe("ask");
    const flipped = value.slice(0, -2) + (value.at(-2) === "A" ? "B" : "A") + "=";
    expect(await ask(`better-auth.session_token=${encodeURIComponent(flipped)}`)).toBe("ask");
    // Twice, or beside better-auth's other session cookies: its own rules pick.
    expect(await ask(`${cookie}; ${cookie}`)).toBe("ask");
    expect(await ask(`${cookie}; better-auth.dont_remember=x`)).toBe("ask");
    expect(await ask(`${cookie}; better-auth.session_data=x`)).toBe("ask");
    // The plain cookie is read.
    expect(await ask(cookie)).not.toBe("ask");
    // Due for renewal (less than 29 days left), expired, signed out: better-auth decides.
    await moveExpiry(token, 28);
    expect(await ask(cookie)).toBe("ask");
    await moveExpiry(token, 29.9);
    expect(await ask(cookie)).not.toBe("ask");
    await moveExpiry(token, -1);
    expect(await ask(cookie)).toBe("ask");
    await t.db.delete(authSession).where(eq(authSession.token, token));
    expect(await ask(cookie)).toBe("ask");
  });

  it("checks the signature as better-call makes it, and nothing else", async () => {
    const signed = await serializeSignedCookie("n", "jeton-42", "le secret");
    const value = decodeURIComponent(signed.split(";")[0]!.slice(2));
    expect(signedToken(value, "le secret")).toBe("jeton-42");
    expect(signedToken(value, "un autre secret")).toBeNull();
    expect(signedToken("jeton-42", "le secret")).toBeNull();
    expect(signedToken(`jeton-42.${"A".repeat(44)}`, "le secret")).toBeNull();
    // 44 characters that are not 44 bytes of base64: refused, not thrown.
    expect(signedToken(`jeton-42.é${"A".repeat(42)}=`, "le secret")).toBeNull();
    expect(signedToken(`jeton-42.${"*".repeat(43)}=`, "le secret")).toBeNull();
  });

  it("reads the secure cookie's name under https, as better-auth sets it there", async () => {
    const { cookie } = await t.signUp("Binta Condé");
    const value = sessionValue(cookie);
    const token = value.slice(0, value.lastIndexOf("."));
    const secure = createAuth(
      t.db,
      parseEnv({
        ...process.env,
        SITE_URL: "https://conakry.example",
        AUTH_SECRET: "x".repeat(40),
      }),
    );
    const ctx = await secure.$context;
    expect(ctx.authCookies.sessionToken.name).toBe("__Secure-better-auth.session_token");
    const resigned = await serializeSignedCookie(
      ctx.authCookies.sessionToken.name,
      token,
      ctx.secret,
    );
    const live = await readLiveSession(t.db, ctx, resigned.split(";")[0]!);
    expect(live !== "ask" && live.user.name).toBe("Binta Condé");
    // The plain name is not the session cookie under https.
    const plain = await serializeSignedCookie("better-auth.session_token", token, ctx.secret);
    expect(await readLiveSession(t.db, ctx, plain.split(";")[0]!)).toBe("ask");
  });
});

describe("the viewer of a signed-in request", () => {
  it("is read without better-auth's getSession when the cookie is plain, with it otherwise", async () => {
    const { cookie } = await t.signUp("Mohamed Cissé");
    const spy = vi.spyOn(t.auth.api, "getSession");
    const viewerOf = (header: string) =>
      getViewer(
        withTenantContext(
          new Request("http://localhost/dashboard", { headers: { cookie: header } }),
          {
            db: t.db,
            auth: t.auth,
          },
        ),
      );
    try {
      // A signature that is not base64 is an anonymous visitor, not a failure.
      expect(await viewerOf(`better-auth.session_token=jeton.${"é".repeat(43)}=`)).toBeNull();
      spy.mockClear();
      expect((await viewerOf(cookie))?.name).toBe("Mohamed Cissé");
      expect(spy).not.toHaveBeenCalled();
      const value = sessionValue(cookie);
      const token = value.slice(0, value.lastIndexOf("."));
      await moveExpiry(token, 28);
      expect((await viewerOf(cookie))?.name).toBe("Mohamed Cissé");
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});
