// `npm test`: every check, in order, stopping at the first failure:
// typecheck and lint (side by side), unit tests and the production build (side by side), browser
// tests against that build. The wall time of each phase is printed at the end (scripts/lib/phases.mjs).
import { spawn, spawnSync } from "node:child_process";
import { ensureTestChromium } from "./lib/chromium.mjs";
import { phaseTable, recordPhase, startPhase } from "./lib/phases.mjs";
import { ensureInventoryAgent } from "./ensure-agent.mjs";
import { ensureJava } from "./ensure-java.mjs";

function fail(label, status) {
  console.error(`\n✖ ${label} failed.`);
  console.log(`\n${phaseTable("npm test, phase times")}`);
  process.exit(status ?? 1);
}

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = startPhase();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  recordPhase(label, started, result.status === 0);
  if (result.status !== 0) fail(label, result.status);
}

/** Runs a shell command with its output held back, so that two can run side by side. */
function runQuietly(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (status) => resolve({ status, output }));
  });
}

/**
 * The typecheck (`tsc`) and the lint (eslint, prettier, knip) use one core each: run side by side
 * after one `react-router typegen` (the npm scripts each run it first, for when they run alone).
 */
async function typecheckAndLint() {
  run("route types", "npx", ["react-router", "typegen"]);
  const label = "typecheck + lint";
  console.log(`\n▶ ${label} (side by side)`);
  const started = startPhase();
  const [typecheck, lint] = await Promise.all([
    runQuietly("npx tsc --noEmit"),
    runQuietly("npx eslint . --max-warnings 0 && npx prettier --check . && npx knip"),
  ]);
  for (const [name, result] of [
    ["typecheck", typecheck],
    ["lint", lint],
  ]) {
    console.log(`— ${name}${result.status === 0 ? "" : " (failed)"}\n${result.output}`);
  }
  const ok = typecheck.status === 0 && lint.status === 0;
  recordPhase(label, started, ok);
  if (!ok) fail(label, typecheck.status || lint.status);
}

ensureTestChromium();
ensureJava(); // the HTML validator of the browser tests (tests/e2e/html-valid.spec.ts)
ensureInventoryAgent(); // a real agent sends its inventory (tests/e2e/inventory-agent.spec.ts)
/**
 * The unit tests, with the production build beside them: the unit tests leave about a tenth of the
 * cores idle (their last files, start-up), the build (12 s) fills it. The build's output is held
 * back and printed after theirs.
 */
async function unitTestsAndBuild() {
  console.log("\n▶ unit tests, with the production build beside them (its output after theirs)");
  const buildStarted = startPhase();
  const building = runQuietly("npm run build").then((result) => {
    recordPhase("production build (beside the unit tests)", buildStarted, result.status === 0);
    return result;
  });
  const unitStarted = startPhase();
  const unitStatus = await new Promise((resolve) => {
    const child = spawn("npx", ["vitest", "run"], { stdio: "inherit" });
    child.on("close", (status) => resolve(status));
  });
  recordPhase("unit tests", unitStarted, unitStatus === 0);
  const build = await building;
  console.log(`\n— production build${build.status === 0 ? "" : " (failed)"}\n${build.output}`);
  if (unitStatus !== 0) fail("unit tests", unitStatus);
  if (build.status !== 0) fail("production build", build.status);
}

await typecheckAndLint();
await unitTestsAndBuild();
run("browser tests", "npx", ["playwright", "test"]);
console.log(`\n${phaseTable("npm test, phase times")}`);
console.log("\n✔ all checks passed");
