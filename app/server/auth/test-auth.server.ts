import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { openTestDb } from "~/server/db/test-db.server";
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
    /** Signs up a new account with GOOD_PASSWORD (or `password`); returns its e-mail and cookie. */
    async signUp(name = "Test", password = GOOD_PASSWORD) {
      const email = uniqueEmail();
      const response = await send("POST", "/sign-up/email", { name, email, password });
      if (response.status !== 200) throw new Error(`sign-up failed: ${response.status}`);
      return { email, cookie: sessionCookie(response) };
    },
    async cleanup() {
      await handle.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestAuth = Awaited<ReturnType<typeof startTestAuth>>;
