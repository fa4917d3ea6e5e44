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
  },
});
