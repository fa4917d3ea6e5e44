import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { MockInstance } from "vitest";
import { authTexts } from "~/content/auth";
import type { AuthResult, VerifyPage } from "~/contracts/auth-result";
import { authUser } from "~/server/db/schema.server";
import { workspacesOf } from "~/server/workspaces/active.server";
import { withTenantContext } from "~/server/workspaces/tenant-context.server";
import { signInAction, signUpAction } from "./account-actions.server";
import { resendVerificationAction, verifyEmailLink } from "./email-verification.server";
import { PENDING_COOKIE } from "./pending-confirmation.server";
import { GOOD_PASSWORD, startTestAuth, uniqueEmail, type TestAuth } from "./test-auth.server";

// Verify first (decision 0097), through the pages' own actions and a real better-auth: a sign-up
// answers the same whether or not the address has an account, opens no session and mails the
// owner; the link signs in and creates the workspace; a sign-in before it is refused in French;
// "Renvoyer le lien" goes only to the account its browser made or proved.

let t: TestAuth;
let log: MockInstance<typeof console.log>;

beforeAll(async () => {
  t = await startTestAuth();
}, 120_000);
afterAll(() => t.cleanup());
beforeEach(() => {
  log = vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => log.mockRestore());

const site = () => t.config.siteUrl;
const randomIp = () => `10.9.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
const served = (request: Request) =>
  withTenantContext(request, { db: t.db, auth: t.auth, viewer: null });

/** A form of the account pages, posted without JavaScript (with the browser's cookie). */
const formPost = (path: string, fields: Record<string, string>, cookie?: string) =>
  served(
    new Request(`${site()}${path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        origin: site(),
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    }),
  );
const args = (request: Request) => ({ request, context: { clientIp: randomIp() } });

/** The links logged for `email` under `label` (no SMTP in these tests), oldest first. */
const linksFor = (label: string, email: string) =>
  log.mock.calls
    .map((call) => String(call[0]))
    .filter((line) => line.startsWith(`${label} for ${email} `))
    .map((line) => line.slice(line.lastIndexOf(" ") + 1));
const confirmationLinks = (email: string) => linksFor("E-mail confirmation link", email);

const signUp = (email: string, name = "Aïssatou Diallo", plan = "premium") =>
  signUpAction(
    args(formPost("/inscription", { fullName: name, email, password: GOOD_PASSWORD, plan })),
  );

/** A response as a browser sees it: status, Location, body, cookies (values masked). */
async function seen(answer: unknown) {
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  return {
    status: response.status,
    location: response.headers.get("Location"),
    body: await response.text(),
    cookies: response.headers.getSetCookie().map((c) => c.replace(/=[^;]*/, "=…")),
  };
}
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
const userOf = async (email: string) =>
  (await t.db.select().from(authUser).where(eq(authUser.email, email)))[0];

describe("a sign-up", { timeout: 60_000 }, () => {
  it("answers a new address and one that has an account the same way, and mails the owner", async () => {
    const existing = (await t.signUp("Déjà Inscrite")).email;
    await vi.waitFor(() => expect(confirmationLinks(existing)).toHaveLength(1)); // its own
    const unconfirmed = uniqueEmail("non-confirmee");
    await signUp(unconfirmed);
    const fresh = uniqueEmail("nouvelle");

    const answers = {
      fresh: await seen(await signUp(fresh)),
      existing: await seen(await signUp(existing)),
      unconfirmed: await seen(await signUp(unconfirmed)),
    };
    for (const [email, answer] of [
      [fresh, answers.fresh],
      [existing, answers.existing],
      [unconfirmed, answers.unconfirmed],
    ] as const) {
      expect(answer).toEqual({
        status: 302,
        location: `/confirmer-email?adresse=${encodeURIComponent(email)}`,
        body: "",
        // No session: only the cookie that lets this browser have the link sent again.
        cookies: [`${PENDING_COOKIE}=…; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax`],
      });
    }

    // The new address waits for its confirmation: unconfirmed, its plan kept, no workspace yet.
    const created = await userOf(fresh);
    expect(created).toMatchObject({ emailVerified: false, signUpPlan: "premium" });
    expect(await workspacesOf(t.db, created!.id)).toEqual([]);
    await vi.waitFor(() => expect(confirmationLinks(fresh)).toHaveLength(1));

    // The owner of the existing address is told, by e-mail; the account is unchanged.
    await vi.waitFor(() => expect(linksFor("Existing account notice", existing)).toHaveLength(1));
    expect(confirmationLinks(existing)).toHaveLength(1);
    expect(await userOf(existing)).toMatchObject({ name: "Déjà Inscrite", emailVerified: true });
    // The second sign-up of an unconfirmed address sends no new link either (see the resend).
    await vi.waitFor(() =>
      expect(linksFor("Existing account notice", unconfirmed)).toHaveLength(1),
    );
    expect(confirmationLinks(unconfirmed)).toHaveLength(1);
  });

  it("is signed in by its link, straight into the dashboard with its workspace and trial", async () => {
    const email = uniqueEmail("lien");
    const before = Date.now();
    await signUp(email, "Mamadou Barry", "premium");
    await vi.waitFor(() => expect(confirmationLinks(email)).toHaveLength(1));
    const link = new URL(confirmationLinks(email)[0]!);
    expect(link.pathname).toBe("/confirmer-email");

    const answer = await verifyEmailLink(served(new Request(link)), randomIp());
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const cookie = cookieOf(response);
    expect(cookie).toMatch(/better-auth\.session_token=/);
    const session = (await (await t.get("/get-session", { cookie })).json()) as {
      user: { email: string };
    };
    expect(session.user.email).toBe(email);

    const user = await userOf(email);
    expect(user).toMatchObject({ emailVerified: true, signUpPlan: null });
    const [workspace, ...others] = await workspacesOf(t.db, user!.id);
    expect(others).toEqual([]);
    expect(workspace).toMatchObject({ name: "Espace de Mamadou", plan: "premium", role: "owner" });
    const trialMs = workspace!.trialEndsAt!.getTime() - before;
    expect(trialMs).toBeGreaterThanOrEqual(14 * 86_400_000 - 1_000);
    expect(trialMs).toBeLessThanOrEqual(14 * 86_400_000 + 60_000);

    // Followed again: the page says it has served; no session, no second workspace.
    const again = await verifyEmailLink(served(new Request(link)), randomIp());
    expect(again).not.toBeInstanceOf(Response);
    expect((again as { data: VerifyPage }).data.outcome).toBe("already");
    expect(await workspacesOf(t.db, user!.id)).toHaveLength(1);
  });

  it("then 'Vérifiez votre boîte de réception' names the address", async () => {
    const email = uniqueEmail("page");
    const page = await verifyEmailLink(
      served(new Request(`${site()}/confirmer-email?adresse=${encodeURIComponent(email)}`)),
      randomIp(),
    );
    expect((page as { data: VerifyPage }).data).toMatchObject({ outcome: "checkInbox", email });
    // Not an address: the page for an incomplete link.
    const junk = await verifyEmailLink(
      served(new Request(`${site()}/confirmer-email?adresse=%3Cscript%3E`)),
      randomIp(),
    );
    expect((junk as { data: VerifyPage }).data.outcome).toBe("missing");
  });
});

describe("signing in before the confirmation", { timeout: 60_000 }, () => {
  it("is refused in French with the right password only, and offers the link again", async () => {
    const email = uniqueEmail("connexion");
    await signUp(email);
    const signIn = (password: string) =>
      signInAction(args(formPost("/connexion", { email, password, redirectTo: "/dashboard" })));

    const wrong = (await signIn("pas le bon mot de passe")) as {
      data: AuthResult;
      init: ResponseInit;
    };
    expect(wrong.init.status).toBe(401);
    expect(wrong.data).toMatchObject({ formError: authTexts.errors.credentials });
    expect(new Headers(wrong.init.headers).getSetCookie()).toEqual([]);

    const right = (await signIn(GOOD_PASSWORD)) as { data: AuthResult; init: ResponseInit };
    expect(right.init.status).toBe(403);
    expect(right.data).toMatchObject({
      ok: false,
      formError: authTexts.errors.emailNotVerified,
      unverifiedEmail: email,
    });
    const cookies = new Headers(right.init.headers).getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(new RegExp(`^${PENDING_COOKIE}=`));
    expect(cookies.join()).not.toMatch(/session_token/);
  });
});

describe("'Renvoyer le lien' without a session", { timeout: 60_000 }, () => {
  const resend = (email: string, cookie?: string) =>
    resendVerificationAction(
      args(
        formPost(
          `/confirmer-email?adresse=${encodeURIComponent(email)}`,
          { intent: "resend", email },
          cookie,
        ),
      ),
    ) as Promise<{ data: AuthResult }>;
  const resent = { ok: true, notice: authTexts.verifyEmail.checkInbox.resent };

  it("sends the link again to the account this browser's sign-up made", async () => {
    const email = uniqueEmail("renvoi");
    const cookie = cookieOf((await signUp(email)) as Response);
    await vi.waitFor(() => expect(confirmationLinks(email)).toHaveLength(1));
    expect((await resend(email, cookie)).data).toEqual(resent);
    await vi.waitFor(() => expect(confirmationLinks(email)).toHaveLength(2));
  });

  it("says the same but sends nothing to an account someone else made, until its password is proved", async () => {
    // Someone registers an address that is not theirs and leaves it unconfirmed…
    const email = uniqueEmail("adresse-d-autrui");
    await signUp(email, "Quelqu'un d'autre");
    await vi.waitFor(() => expect(confirmationLinks(email)).toHaveLength(1));
    // …then its owner signs up: their browser may not have a link to that account sent again.
    const owner = cookieOf((await signUp(email, "La Vraie Titulaire")) as Response);
    expect((await resend(email, owner)).data).toEqual(resent);
    expect((await resend(email)).data).toEqual(resent); // no cookie at all
    const squatter = await userOf(email);
    expect(squatter).toMatchObject({ name: "Quelqu'un d'autre", emailVerified: false });
    // The right password proves it: that browser may.
    const proved = (await signInAction(
      args(formPost("/connexion", { email, password: GOOD_PASSWORD, redirectTo: "/dashboard" })),
    )) as { init: ResponseInit };
    const cookie = new Headers(proved.init.headers)
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect((await resend(email, cookie)).data).toEqual(resent);
    await vi.waitFor(() => expect(confirmationLinks(email)).toHaveLength(2));
  });
});

describe("a password reset", { timeout: 60_000 }, () => {
  it("confirms the address and creates the workspace that waited", async () => {
    const email = uniqueEmail("reinitialisation");
    await signUp(email, "Hawa Keïta", "standard");
    expect((await t.post("/request-password-reset", { email, redirectTo: "/x" })).status).toBe(200);
    await vi.waitFor(() => expect(linksFor("Password reset link", email)).toHaveLength(1));
    const token = new URL(linksFor("Password reset link", email)[0]!).searchParams.get("token")!;
    const reset = await t.post("/reset-password", {
      newPassword: "une toute nouvelle phrase",
      token,
    });
    expect(reset.status).toBe(200);
    const user = await userOf(email);
    expect(user).toMatchObject({ emailVerified: true, signUpPlan: null });
    expect(await workspacesOf(t.db, user!.id)).toMatchObject([{ name: "Espace de Hawa" }]);
    expect(
      (await t.post("/sign-in/email", { email, password: "une toute nouvelle phrase" })).status,
    ).toBe(200);
  });
});
