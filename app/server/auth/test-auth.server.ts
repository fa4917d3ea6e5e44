import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import { openTestDb } from "~/server/db/test-db.server";
import { authUser } from "~/server/db/schema.server";
import { parseEnv, type Env } from "~/server/env.server";
import { CLIENT_IP_HEADER, createAuth } from "./auth.server";

// A better-auth instance on a fresh test database, and the requests the auth tests send to it.

const TEST_SITE = "http://127.0.0.1:4999";
export const GOOD_PASSWORD = "une phrase de passe solide";

/** A random private IPv4: better-auth keys its limits on valid addresses only. */
const randomIp = () =>
  `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 256)).join(".")}`;
export const uniqueEmail = (prefix = "essai") => `${prefix}-${randomUUID()}@exemple.gn`;

/** The `name=value` pairs of a response's Set-Cookie headers, for a Cookie header. */
const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** A form post of the account settings page, as a browser without JavaScript sends it. */
export const settingsFormPost = (fields: Record<string, string>, cookie: string) =>
  new Request(`${TEST_SITE}/dashboard/parametres`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      cookie,
      origin: TEST_SITE,
    },
    body: new URLSearchParams(fields).toString(),
  });

export async function startTestAuth(env: Record<string, string> = {}) {
  const handle = await openTestDb();
  const dataDir = mkdtempSync(path.join(tmpdir(), "auth-"));
  const config: Env = parseEnv({ SITE_URL: TEST_SITE, DATA_DIR: dataDir, ...env });
  const auth = createAuth(handle.db, config);

  function send(
    method: "GET" | "POST",
    pathname: string,
    body?: Record<string, unknown>,
    { ip = randomIp(), cookie }: { ip?: string; cookie?: string } = {},
  ) {
    const headers = new Headers({ origin: TEST_SITE, [CLIENT_IP_HEADER]: ip });
    if (body) headers.set("content-type", "application/json");
    if (cookie) headers.set("cookie", cookie);
    return auth.handler(
      new Request(`${TEST_SITE}/api/auth${pathname}`, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
      }),
    );
  }

  return {
    db: handle.db,
    auth,
    config,
    dataDir,
    post: (
      pathname: string,
      body: Record<string, unknown>,
      options?: { ip?: string; cookie?: string },
    ) => send("POST", pathname, body, options),
    get: (pathname: string, options?: { ip?: string; cookie?: string }) =>
      send("GET", pathname, undefined, options),
    /**
     * Signs up a new account with GOOD_PASSWORD (or `password`) and follows its confirmation
     * link, which signs in and creates the workspace (decision 0097); returns its e-mail and
     * session cookie.
     */
    async signUp(name = "Test", password = GOOD_PASSWORD, email = uniqueEmail()) {
      const response = await send("POST", "/sign-up/email", { name, email, password });
      if (response.status !== 200) throw new Error(`sign-up failed: ${response.status}`);
      return { email, cookie: await this.confirm(email) };
    },
    /**
     * Follows the confirmation link of `email`'s sign-up: one request, with the token the e-mail
     * carries (better-auth's, signed with this instance's secret). Returns the session cookie.
     */
    async confirm(email: string) {
      const { secret } = await auth.$context;
      const token = await createEmailVerificationToken(secret, email.toLowerCase(), undefined, 600);
      const response = await send("GET", `/verify-email?token=${token}`);
      if (response.status !== 200) throw new Error(`confirmation failed: ${response.status}`);
      return sessionCookie(response);
    },
    /**
     * An account signed in whose address is not confirmed: as those made before decision 0097,
     * which signed in at sign-up (a sign-up cannot make one any more). Its e-mail and cookie.
     */
    async legacyUnconfirmed(name = "Test", password = GOOD_PASSWORD) {
      const account = await this.signUp(name, password);
      await handle.db
        .update(authUser)
        .set({ emailVerified: false })
        .where(eq(authUser.email, account.email));
      return account;
    },
    async cleanup() {
      await handle.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestAuth = Awaited<ReturnType<typeof startTestAuth>>;
