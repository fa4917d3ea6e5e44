import type { KnipConfig } from "knip";

// Unused files, exports and dependencies (`npm run lint`). Knip's plugins already read
// react-router.config.ts and app/routes.ts (root, entry.client/server and every route module are
// entries, so their loader/action/meta/default exports count as used), vite.config.ts,
// vitest.config.ts (the unit tests), playwright.config.ts (tests/e2e), drizzle.config.ts (the
// schema) and the package.json scripts. Below: only what no plugin and no import can find.
const config: KnipConfig = {
  entry: [
    // The `declare module "react-router"` augmentation of the loaders' context: read by the compiler.
    "app/load-context.ts",
    // `npm start` and `npm run dev` (`exec node …`: Knip does not read a command behind `exec`).
    "scripts/start.mjs",
    "scripts/dev.mjs",
    // The server build's entry (vite.config.ts, `rolldownOptions.input` of the SSR build).
    "server.ts",
    // The parse worker's entry, built beside it and run by the worker threads (decision 0075).
    "app/server/platform/parse-worker.server.ts",
    // Spawned by scripts/bench.mjs (`node --import tsx scripts/commit-cost.mjs`, and tenant-cost.mjs).
    "scripts/commit-cost.mjs",
    "scripts/tenant-cost.mjs",
    "scripts/helpdesk-bench.mjs",
    "scripts/inventory-agent-bench.mjs",
    "scripts/inventory-import-bench.mjs",
    "scripts/noisy-neighbour-bench.mjs",
    "scripts/inventory-bench.mjs",
    "scripts/floor-bench.mjs",
    // Run by hand: an interleaved A/B of two builds against the floor (decision 0112).
    "scripts/cost-ab-bench.mjs",
    "scripts/project-bench.mjs",
    "scripts/team-assignment-bench.mjs",
    "scripts/report-pdf-bench.mjs",
    "scripts/report-bench.mjs",
    // Spawned by scripts/floor-bench.mjs (`node --import tsx scripts/lib/floor-server.mjs`).
    "scripts/lib/floor-server.mjs",
    // Spawned by scripts/lib/html-floor.mjs (cost-ab-bench.mjs's rendering floor, decision 0134).
    "scripts/lib/html-floor-server.mjs",
    "scripts/outbox-drain-bench.mjs",
    // Replaces react-style-singleton through an alias in vite.config.ts.
    "app/lib/style-singleton.ts",
    // Run by hand, as their first comment says.
    "scripts/make-og-image.mjs",
    "scripts/portal-load.mjs",
    "scripts/screenshots.mjs",
    // Spawned by scripts/e2e-server.mjs (`node --import tsx tests/e2e/make-template.ts`).
    "tests/e2e/make-template.ts",
    // Spawned as a second process by app/server/db/pglite-lock.server.test.ts.
    "app/server/db/test-fixtures/hold-pglite-lock.ts",
  ],
  ignoreBinaries: [
    // Debian's package manager, run by scripts/apt-install.mjs when Chromium or Java is missing.
    "apt-get",
    // initdb as the postgres user when run as root (scripts/lib/throwaway-postgres.mjs).
    "su",
  ],
  ignoreDependencies: [
    // React Router's Node runtime, pinned with the router (architecture.md) though the server no
    // longer imports it: response bodies go through node:stream's pipeline (decision 0062).
    "@react-router/node",
    // The HTML checker's jar, found with createRequire("vnu-jar") in tests/java.ts.
    "vnu-jar",
  ],
};

export default config;
