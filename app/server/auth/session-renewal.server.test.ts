import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authSession } from "~/server/db/schema.server";
import { bodyServer } from "~/server/platform/body-test-kit.server";
import { withTenantContext } from "~/server/workspaces/tenant-context.server";
import { startTestAuth, type TestAuth } from "./test-auth.server";
import { getViewer } from "./viewer.server";

// A session is renewed as it is used (better-auth's `updateAge`, one day): the database row gets
// 30 more days and the answer sets the cookie again with a fresh Max-Age, so that an active
// person's browser keeps it past the 30 days of their sign-in (decision 0135). Over HTTP,
// through the request handler that server.ts uses, around a route whose two loaders look the
// viewer up as the dashboard's do.

const DAY = 86_400_000;
let t: TestAuth;
let server: Awaited<ReturnType<typeof bodyServer>>;

beforeAll(async () => {
  t = await startTestAuth();
  server = await bodyServer(async (request) => {
    const scoped = withTenantContext(request, { db: t.db, auth: t.auth });
    const [layout, page] = await Promise.all([getViewer(scoped), getViewer(scoped)]);
    return new Response(`${layout?.name ?? "anonyme"}|${page?.name ?? "anonyme"}`, {
      headers: { "Cache-Control": "public, max-age=60" },
    });
  });
});
afterAll(async () => {
  await server.close();
  t.cleanup();
});

const page = (cookie: string) =>
  fetch(`http://127.0.0.1:${server.port}/dashboard`, { headers: { cookie } });

/** The session's expiry, moved to `days` from now (30 when just signed in). */
async function expiresIn(token: string, days?: number) {
  if (days !== undefined) {
    await t.db
      .update(authSession)
      .set({ expiresAt: sql`now() + make_interval(days => ${days})` })
      .where(eq(authSession.token, token));
  }
  const [row] = await t.db
    .select({ expiresAt: authSession.expiresAt })
    .from(authSession)
    .where(eq(authSession.token, token));
  return (row!.expiresAt.getTime() - Date.now()) / DAY;
}

const tokenOf = (cookie: string) => /session_token=([^.;]+)/.exec(cookie)![1]!;

describe("a session used more than a day after its last renewal", () => {
  it("is renewed, and the answer sets its cookie again for 30 days, privately", async () => {
    const { cookie } = await t.signUp("Ibrahima Soumah");
    const token = tokenOf(cookie);
    expect(await expiresIn(token, 27)).toBeLessThan(28);
    const answer = await page(cookie);
    expect(await answer.text()).toBe("Ibrahima Soumah|Ibrahima Soumah");
    expect(await expiresIn(token)).toBeGreaterThan(29.9);
    const set = answer.headers.getSetCookie();
    // One cookie, whatever the number of loaders: the same session, 30 days from now.
    expect(set).toHaveLength(1);
    expect(set[0]).toMatch(new RegExp(`^better-auth\\.session_token=${token}\\.`));
    expect(set[0]).toMatch(/Max-Age=2592000/);
    expect(set[0]).toMatch(/HttpOnly/);
    // Never kept by a shared cache, whatever the route said.
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  });

  it("sets nothing while the session is less than a day from its last renewal", async () => {
    const { cookie } = await t.signUp("Hawa Keïta");
    const answer = await page(cookie);
    expect(await answer.text()).toBe("Hawa Keïta|Hawa Keïta");
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("sets nothing for an anonymous visitor or an unknown session", async () => {
    for (const cookie of ["", "better-auth.session_token=inconnu.signature"]) {
      const answer = await page(cookie);
      expect(await answer.text()).toBe("anonyme|anonyme");
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
  });
});
