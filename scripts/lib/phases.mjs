// Wall time of each phase of `npm test` and of CI (.ci/run), printed as a table at the end of the
// run, failed or not: the suite's budget is read from it (docs/decisions/0080-test-budget.md).
// With PHASES_FILE set (.ci/run sets it), each phase is also appended there as `label<TAB>seconds`
// so that CI's own table lists npm test's phases beside its own.
import { appendFileSync } from "node:fs";

const phases = [];

/** Records `label`'s wall time, from `startedAt` (performance.now()) to now, and its outcome. */
export function recordPhase(label, startedAt, ok = true) {
  const seconds = (performance.now() - startedAt) / 1000;
  phases.push({ label, seconds, ok });
  if (process.env.PHASES_FILE) {
    appendFileSync(
      process.env.PHASES_FILE,
      `  npm test: ${label}${ok ? "" : " (failed)"}\t${seconds.toFixed(1)}\n`,
    );
  }
}

/** The table of the phases recorded so far, and their total. */
export function phaseTable(title = "phase times") {
  const rows = phases.map((p) => [
    `${p.label}${p.ok ? "" : " (failed)"}`,
    formatSeconds(p.seconds),
  ]);
  rows.push(["total", formatSeconds(phases.reduce((sum, p) => sum + p.seconds, 0))]);
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    `${title}:`,
    ...rows.map(([label, time]) => `  ${label.padEnd(width)}  ${time.padStart(8)}`),
  ].join("\n");
}

/** `123.4` → `2 min 03 s`; under a minute, `42.0 s`. */
function formatSeconds(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, "0")} s`;
}
