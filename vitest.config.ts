import { defineConfig } from "vitest/config";

// Unit and component tests only; the React Router plugin is not needed here.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "config/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup-unit.ts"],
    globalSetup: ["./tests/unit-db-template.ts"],
    restoreMocks: true,
    // Opening a fresh embedded database (initdb) takes seconds, more on a busy 2-core machine.
    hookTimeout: 120_000,
    testTimeout: 30_000,
    // One test file per core (Vitest leaves one core to itself by default): the files spend their
    // time in their own embedded database, and the suite takes 6 minutes here instead of 10.
    maxWorkers: "100%",
  },
});
