// `npm test`: every check, in order, stopping at the first failure:
// typecheck, lint, unit tests, production build, browser tests against that build.
import { spawnSync } from "node:child_process";
import { ensureTestChromium } from "./lib/chromium.mjs";
import { ensureInventoryAgent } from "./ensure-agent.mjs";
import { ensureJava } from "./ensure-java.mjs";

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed.`);
    process.exit(result.status ?? 1);
  }
}

ensureTestChromium();
ensureJava(); // the HTML validator of the browser tests (tests/e2e/html-valid.spec.ts)
ensureInventoryAgent(); // a real agent sends its inventory (tests/e2e/inventory-agent.spec.ts)
run("typecheck", "npm", ["run", "typecheck"]);
run("lint", "npm", ["run", "lint"]);
run("unit tests", "npx", ["vitest", "run"]);
run("production build", "npm", ["run", "build"]);
run("browser tests", "npx", ["playwright", "test"]);
console.log("\n✔ all checks passed");
