import { readdirSync, readFileSync } from "node:fs";
import { configDefaults, defineConfig } from "vitest/config";

const TEST_FILES = ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "config/**/*.test.ts"];

/**
 * The test files that need a module registry of their own: those that replace modules (vi.mock)
 * or timers, which a shared registry would leak into the next file or not apply at all; those that
 * drive or wait for the process's one background loop of each kind (the mail outboxes, the jobs:
 * a pass another file started, still running, makes a kick do nothing); and those that say
 * `vitest-isolate` in a comment, with why.
 */
function filesNeedingIsolation(): string[] {
  const needs =
    /\bvi\.(mock|doMock|resetModules|useFakeTimers|stubEnv|stubGlobal)\(|\bvitest-isolate\b|\b(startSmtpSink|kickOutbox|kickMailOutbox|startOutboxLoop|startJobLoop)\b/;
  return testFiles().filter((file) => needs.test(readFileSync(file, "utf8")));
}

/**
 * The component tests (a DOM, `@vitest-environment jsdom`) that need nothing of the above: they
 * share their worker's modules and DOM library, loaded once instead of once per file (0057).
 */
function componentFiles(): string[] {
  return testFiles().filter((file) => /@vitest-environment jsdom/.test(readFileSync(file, "utf8")));
}

/** Every test file of TEST_FILES, as a path from the root. */
function testFiles(): string[] {
  return ["app", "scripts", "config"].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${dir}/${file}`),
  );
}

const isolated = filesNeedingIsolation();
const components = componentFiles().filter((file) => !isolated.includes(file));

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Tests of what only a PostgreSQL server has (a connection to lose): collected on the PostgreSQL
// pass (TEST_DATABASE_URL set, .ci/run), not at all on the embedded one, rather than skipped.
const POSTGRES_ONLY = onPostgres ? [] : ["**/*.postgres.server.test.ts"];

// The infrastructure tests run once, on the embedded pass: the embedded database's own machinery
// (PGlite whatever TEST_DATABASE_URL says), the start-up sequence and the admin command.
const EMBEDDED_ONLY = [
  "app/server/db/durable-node-fs.server.test.ts",
  "app/server/db/embedded-analyze.server.test.ts",
  "app/server/db/embedded-maintenance.server.test.ts",
  "app/server/db/pglite-lock.server.test.ts",
  "app/server/db/pglite-one-trip.server.test.ts",
  "app/server/db/server-pglite.server.test.ts",
  "app/server/startup.server.test.ts",
  "scripts/admin.test.ts",
];

/**
 * On the PostgreSQL pass, only the files whose outcome depends on the engine: those that open a
 * test database (openTestDb, the auth kit) or read TEST_DATABASE_URL, less the infrastructure
 * above. Every other file ran on the embedded pass already (decision 0080).
 */
function engineIndependentFiles(): string[] {
  const onEngine =
    /\b(openTestDb|openOwnTestDb|openTestDbBefore|startTestAuth)\b|process\.env\.TEST_DATABASE_URL|\.postgres\.server\.test\.ts$/;
  return testFiles().filter(
    (file) =>
      EMBEDDED_ONLY.includes(file) ||
      !(onEngine.test(file) || onEngine.test(readFileSync(file, "utf8"))),
  );
}

const NOT_ON_THIS_ENGINE = onPostgres ? engineIndependentFiles() : POSTGRES_ONLY;

// Unit and component tests only; the React Router plugin is not needed here.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    setupFiles: ["./tests/setup-unit.ts"],
    globalSetup: ["./tests/unit-db-template.ts"],
    restoreMocks: true,
    // The embedded databases the tests open are throwaway ones: no fsync (decision 0093).
    env: { DATABASE_FSYNC: "off" },
    // Opening a fresh embedded database (initdb) takes seconds, more on a busy 2-core machine.
    hookTimeout: 120_000,
    testTimeout: 30_000,
    // One test file per core (Vitest leaves one core to itself by default): the files spend their
    // time in their own embedded database, and the suite takes 6 minutes here instead of 10.
    maxWorkers: "100%",
    projects: [
      {
        // Every other file shares its worker's modules with the files run before it: loading the
        // server's module graph again for each file was a third of the suite's time (decision 0057).
        extends: true,
        test: {
          name: "shared",
          include: TEST_FILES,
          exclude: [...configDefaults.exclude, ...isolated, ...components, ...NOT_ON_THIS_ENGINE],
          isolate: false,
          // One test database per worker, opened by its first file (decision 0091).
          env: { DATABASE_FSYNC: "off", TEST_DB_PER_WORKER: "1" },
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          include: components,
          exclude: [...configDefaults.exclude, ...NOT_ON_THIS_ENGINE],
          environment: "jsdom",
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "isolated",
          include: isolated,
          exclude: [...configDefaults.exclude, ...NOT_ON_THIS_ENGINE],
        },
      },
    ],
  },
});
