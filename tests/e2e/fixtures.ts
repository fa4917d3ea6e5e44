import {
  test as base,
  expect,
  type APIRequestContext,
  type APIResponse,
  type Page,
  type Response,
} from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSmtpSink } from "../../app/server/mail/test-smtp.server";
import { copyTemplate, startServer, type SpawnedServer } from "../../scripts/lib/server.mjs";
import {
  CLIENT_IP_HEADER,
  confirmSignUp,
  fillSignUp,
  PASSWORD,
  randomIp,
  uniqueEmail,
} from "./accounts";
import { PGLITE_TEMPLATE_ENV } from "../pglite-template";
import { lastLoggedLink } from "./server-log";

// What every browser test imports instead of @playwright/test: `test` with the fixtures below, and
// `expect`. How to write one: docs/testing.md, "Writing a test".

export { expect };

/** Waits until React has hydrated the document now in `page` (app/root.tsx sets the marker). */
async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

export interface PrivateServer extends SpawnedServer {
  /**
   * Stops the server and removes its data folder, given or not: a private server's folder is a
   * temporary one, its own or that of the server it restarts.
   */
  dispose(): Promise<void>;
}

export interface PrivateServerOptions {
  /** A free port unless given. */
  port?: number;
  /** Added to the environment of the production server (`PORT`, `DATA_DIR` and `SITE_URL` are its own). */
  env?: Record<string, string>;
  /** A folder prepared beforehand (e.g. rows stored in it); a fresh one unless given. */
  dataDir?: string;
}

/**
 * A production server of its own (scripts/lib/server.mjs) on a free port, with its own embedded
 * database (or the PostgreSQL of DATABASE_URL when the suite runs on PostgreSQL). The `privateServer`
 * fixture disposes of it after the test (stops it and removes its folder); a file that shares one
 * between its tests starts it here in `beforeAll` and disposes of it in `afterAll`.
 */
export async function startPrivateServer(
  options: PrivateServerOptions = {},
): Promise<PrivateServer> {
  const databaseUrl = options.env?.DATABASE_URL ?? process.env.DATABASE_URL ?? "";
  const server = await startServer({
    port: options.port,
    dataDir: options.dataDir,
    // An embedded database migrated once for the run (tests/e2e/global-setup.ts).
    template: databaseUrl ? undefined : process.env[PGLITE_TEMPLATE_ENV],
    // Throwaway databases: commits skip fsync (decision 0093).
    env: { DATABASE_URL: databaseUrl, DATABASE_FSYNC: "off", ...options.env },
  });
  return {
    ...server,
    async dispose() {
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh temporary folder for a private server whose database a test fills first: a copy of the
 * run's migrated embedded database (global-setup.ts) when there is one. The private server it is
 * given to removes it.
 */
export function preparedDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), "server-"));
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (template && !process.env.DATABASE_URL) copyTemplate(template, dataDir);
  return dataDir;
}

/** An SMTP server on 127.0.0.1 that keeps every message with its envelope recipients. */
export interface MailSink {
  url: string;
  mails: { to: string[]; raw: string }[];
}

interface AccountOptions {
  /** Another server than the suite's (a private server's `base`). */
  base?: string;
}

/** A sign-up's options: where its confirmation link is read (decision 0097). */
interface SignUpOptions extends AccountOptions {
  /** The log of the server at `base` (a private server's `output`); the shared server's unless given. */
  log?: () => string;
  /** The link itself, for a server with SMTP (read from the mail sink). */
  link?: () => Promise<string>;
}

/** The confirmation link of `email`'s sign-up on `base`: from `link`, or the right server's log. */
async function confirmationLink(
  email: string,
  base: string,
  suiteBase: string | undefined,
  { log, link }: SignUpOptions,
): Promise<string> {
  if (link) return link();
  if (!log && base !== "" && base !== suiteBase) {
    throw new Error(`A sign-up on ${base} needs that server's log (option "log").`);
  }
  return lastLoggedLink("E-mail confirmation link", email, log);
}

export interface Fixtures {
  /** Loads `path` in `page` (the test's unless given) and waits until React has hydrated it. */
  gotoHydrated(path: string, page?: Page): Promise<Response | null>;
  /** Waits until React has hydrated the document now in `page`: after a reload or a full navigation. */
  untilHydrated(page?: Page): Promise<void>;
  /** Starts a production server of its own; every one started is stopped after the test. */
  privateServer(options?: PrivateServerOptions): Promise<PrivateServer>;
  mailSink: MailSink;
  /**
   * Signs up through /inscription in the browser (the test's page unless given), which shows
   * "Vérifiez votre boîte de réception", then opens the confirmation link from the server's log
   * and waits for the hydrated dashboard; returns the e-mail address (a fresh one unless given).
   */
  signUpInBrowser(
    name: string,
    options?: SignUpOptions & { email?: string; plan?: string; page?: Page },
  ): Promise<string>;
  /**
   * Signs up over HTTP with the page's cookies (the journeys whose subject is not the sign-up form:
   * auth-sign-up tests that one), follows the confirmation link over HTTP (one request) and opens
   * the dashboard; returns the e-mail address.
   */
  signUp(
    name: string,
    options?: SignUpOptions & { email?: string; plan?: string; page?: Page },
  ): Promise<string>;
  /** Signs in through /connexion in the browser; where the visitor lands is left to the caller. */
  signInInBrowser(
    email: string,
    options?: AccountOptions & { password?: string; page?: Page },
  ): Promise<void>;
  /**
   * Posts the sign-up form over HTTP (no browser) from a client of its own, then, when it worked
   * (302) and unless `confirm` is false, follows the confirmation link with that client, which
   * then holds the session. The sign-up's response is the caller's to check.
   */
  signUpOverHttp(
    options?: SignUpOptions & {
      name?: string;
      email?: string;
      request?: APIRequestContext;
      ip?: string;
      /** Follow the confirmation link (true unless said). */
      confirm?: boolean;
    },
  ): Promise<{ email: string; response: APIResponse }>;
  /** Posts the sign-in form over HTTP; the response is the caller's to check. */
  signInOverHttp(
    email: string,
    options?: AccountOptions & { password?: string; request?: APIRequestContext; ip?: string },
  ): Promise<APIResponse>;
}

// A fixture's second argument is named `provide`, not `use`, which lint would take for React's hook.
export const test = base.extend<Fixtures>({
  gotoHydrated: async ({ page }, provide) => {
    await provide(async (path, target = page) => {
      const response = await target.goto(path);
      await hydrated(target);
      return response;
    });
  },

  untilHydrated: async ({ page }, provide) => {
    await provide((target = page) => hydrated(target));
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern
  privateServer: async ({}, provide) => {
    const started: PrivateServer[] = [];
    await provide(async (options) => {
      const server = await startPrivateServer(options);
      started.push(server);
      return server;
    });
    await Promise.all(started.map((server) => server.dispose()));
  },

  // eslint-disable-next-line no-empty-pattern -- as above
  mailSink: async ({}, provide) => {
    const mails: MailSink["mails"] = [];
    const sink = await startSmtpSink((raw, { to }) => {
      mails.push({ to, raw });
    });
    await provide({ url: sink.url, mails });
    sink.close();
  },

  signUpInBrowser: async ({ page, gotoHydrated, baseURL }, provide) => {
    await provide(
      async (
        name,
        { email = uniqueEmail(), plan, page: target = page, base = "", ...from } = {},
      ) => {
        await gotoHydrated(`${base}/inscription${plan ? `?plan=${plan}` : ""}`, target);
        await fillSignUp(target, name, email);
        await target.getByRole("button", { name: "Démarrer l'essai gratuit" }).click();
        await expect(target).toHaveURL(/\/confirmer-email\?adresse=/);
        // The person opens the link of the e-mail (here, of the log): signed in, in the dashboard.
        await gotoHydrated(await confirmationLink(email, base, baseURL, from), target);
        await expect(target).toHaveURL(/\/dashboard$/);
        return email;
      },
    );
  },

  signUp: async ({ page, gotoHydrated, baseURL }, provide) => {
    await provide(
      async (
        name,
        { email = uniqueEmail(), plan, page: target = page, base = baseURL!, log, link } = {},
      ) => {
        const response = await target.request.post(`${base}/inscription`, {
          form: { fullName: name, email, password: PASSWORD, ...(plan ? { plan } : {}) },
          maxRedirects: 0,
          headers: { Origin: base, [CLIENT_IP_HEADER]: randomIp() },
        });
        expect(response.status(), "sign-up over HTTP").toBe(302);
        await confirmSignUp(
          target.request,
          email,
          await confirmationLink(email, base, baseURL, { log, link }),
        );
        await gotoHydrated(`${base}/dashboard`, target);
        return email;
      },
    );
  },

  signInInBrowser: async ({ page, gotoHydrated }, provide) => {
    await provide(async (email, { password = PASSWORD, page: target = page, base = "" } = {}) => {
      if (new URL(target.url(), "http://x").pathname === "/connexion") await hydrated(target);
      else await gotoHydrated(`${base}/connexion`, target);
      await target.getByLabel("E-mail").fill(email);
      await target.getByLabel("Mot de passe", { exact: true }).fill(password);
      await target.getByRole("button", { name: "Se connecter" }).click();
    });
  },

  signUpOverHttp: async ({ request, baseURL }, provide) => {
    await provide(
      async ({
        name = "Compte HTTP",
        email = uniqueEmail("http"),
        request: client = request,
        base = baseURL!,
        ip = randomIp(),
        log,
        link,
        confirm = true,
      } = {}) => {
        const response = await client.post(`${base}/inscription`, {
          form: { fullName: name, email, password: PASSWORD },
          maxRedirects: 0,
          headers: { Origin: base, [CLIENT_IP_HEADER]: ip },
        });
        if (confirm && response.status() === 302) {
          const url = await confirmationLink(email, base, baseURL, { log, link });
          await confirmSignUp(client, email, url);
        }
        return { email, response };
      },
    );
  },

  signInOverHttp: async ({ request, baseURL }, provide) => {
    await provide(
      async (
        email,
        { password = PASSWORD, request: client = request, base = baseURL!, ip = randomIp() } = {},
      ) =>
        client.post(`${base}/connexion`, {
          form: { email, password },
          maxRedirects: 0,
          headers: { Origin: base, [CLIENT_IP_HEADER]: ip },
        }),
    );
  },
});
