import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settingsTexts } from "~/content/settings";
import { authUser } from "~/server/db/schema.server";
import { withTenantContext } from "~/server/workspaces/tenant-context.server";
import { viewerOf } from "~/server/workspaces/workspace-test-data.server";
import { settingsAction } from "./settings-actions.server";
import { GOOD_PASSWORD, settingsFormPost, startTestAuth, type TestAuth } from "./test-auth.server";

// 'Modifier le mot de passe' without JavaScript: better-auth replaces every session by a new one,
// so the answer is a redirect carrying the new session's cookie (the page is then read with it),
// not a page rendered in the same request with the old, deleted session. better-auth is real: its
// test instance, handed in with the request with the database and the viewer (decision 0092).

let auth: TestAuth;

beforeAll(async () => {
  auth = await startTestAuth();
}, 120_000);
afterAll(() => auth.cleanup());

const cookieOf = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]).join("; ");

describe("changing the password without JavaScript", { timeout: 60_000 }, () => {
  it("answers 303 back to the page with the new session's cookie, which is signed in", async () => {
    const { email, cookie } = await auth.signUp("Awa Camara");
    const [user] = await auth.db.select().from(authUser).where(eq(authUser.email, email));
    const request = withTenantContext(
      settingsFormPost(
        {
          intent: "password",
          currentPassword: GOOD_PASSWORD,
          password: "une autre phrase de passe",
        },
        cookie,
      ),
      { db: auth.db, viewer: await viewerOf(auth.db, user!, ""), auth: auth.auth },
    );
    const answer = await settingsAction({ request, context: {} });
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(
      `/dashboard/parametres?etat=${settingsTexts.password.savedState}#mot-de-passe`,
    );
    const fresh = cookieOf(response.headers.getSetCookie());
    expect(fresh).toContain("better-auth.session_token=");
    // The old session is gone; the new cookie reads the account.
    const old = await (await auth.get("/get-session", { cookie })).json();
    expect(old).toBeNull();
    const current = (await (await auth.get("/get-session", { cookie: fresh })).json()) as {
      user: { email: string };
    } | null;
    expect(current?.user.email).toBe(email);
  });
});
