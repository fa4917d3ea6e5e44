import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { testChromeArgs, testChromePath } from "./scripts/lib/chromium.mjs";
import { ADMIN } from "./tests/e2e/accounts";

// Browser tests run against the production build, served on 127.0.0.1 by the production server (scripts/start.mjs).
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${PORT}`;
/** The shared server's output (scripts/e2e-server.mjs): the links it logs without SMTP. */
export const SERVER_LOG = path.resolve(`${process.env.E2E_DATA_DIR ?? "./data/e2e"}-server.log`);
/** Where the shared server's script says where the private servers' template is (global-setup.ts). */
export const PGLITE_TEMPLATE_MARKER = path.resolve(
  `${process.env.E2E_DATA_DIR ?? "./data/e2e"}-template.json`,
);

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Generous limits: a 2-core machine under load must not turn slowness into failures (an axe
  // scan of a long page in both motion settings took close to 60 s on a slow day).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    locale: "fr-FR",
    timezoneId: "Africa/Conakry",
    // A trace records a screencast of every step: half the suite's CPU when kept for every test.
    // A test that fails is retried on CI (retries above) with its trace on.
    trace: "on-first-retry",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1440, height: 900 },
        launchOptions: { executablePath: testChromePath(), args: testChromeArgs },
      },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: false,
    // Generous: on a loaded machine (two CPU hogs beside the suite) the first start took over 60 s.
    timeout: 240_000,
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SITE_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR ?? "./data/e2e",
      // Tests name their client in this header, so that rate limits apply per test.
      TRUST_PROXY: "x-test-client-ip",
      E2E_SERVER_LOG: SERVER_LOG,
      E2E_TEMPLATE_MARKER: PGLITE_TEMPLATE_MARKER,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // A throwaway database: commits skip fsync (decision 0093).
      DATABASE_FSYNC: "off",
    },
  },
});
