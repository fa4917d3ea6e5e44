import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHasSession } from "./session-check.server";
import { startTestAuth, type TestAuth } from "./test-auth.server";

// The session check made from a request's headers before its body is read (decision 0074): a
// signed-up person's cookie names a live session; no cookie, a forged one, or one signed out do
// not; a database that fails is "unknown", never "signed in".

let t: TestAuth;
beforeAll(async () => {
  t = await startTestAuth();
});
afterAll(() => t.cleanup());

describe("cookieHasSession", () => {
  it("finds the session of a signed-in person's cookie, and none for other cookies", async () => {
    const { cookie } = await t.signUp("Mariama Bah");
    expect(await cookieHasSession(cookie, t.auth)).toBe(true);
    expect(await cookieHasSession(undefined, t.auth)).toBe(false);
    expect(await cookieHasSession("theme=dark", t.auth)).toBe(false);
    const forged = "better-auth.session_token=abc.def";
    expect(await cookieHasSession(forged, t.auth)).toBe(false);
    expect((await t.post("/sign-out", {}, { cookie })).status).toBe(200);
    expect(await cookieHasSession(cookie, t.auth)).toBe(false);
  });

  it("answers null, not true, when the lookup fails", async () => {
    const failing = {
      api: {
        getSession: () => Promise.reject(new Error("connexion refusée")),
      },
    } as unknown as Parameters<typeof cookieHasSession>[1];
    expect(await cookieHasSession("better-auth.session_token=x.y", failing)).toBeNull();
  });
});
