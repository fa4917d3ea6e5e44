// Wall time of each phase of `npm test` and of CI (.ci/run), printed as a table at the end of the
// run, failed or not: the suite's budget is read from it (docs/decisions/0080-test-budget.md).
// With PHASES_FILE set (.ci/run sets it), each phase is also appended there as `label<TAB>seconds`
// so that CI's own table lists npm test's phases beside its own.
// Each phase also says how busy the machine's cores were (Linux): a phase far under 100 % leaves
// cores idle, one at 100 % can only get faster by doing less.
import { appendFileSync, existsSync, readFileSync } from "node:fs";

const phases = [];

/** The machine's busy and total CPU time so far (/proc/stat, all cores), or null elsewhere. */
function cpuTimes() {
  if (!existsSync("/proc/stat")) return null;
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1);
  const values = fields.map(Number);
  const idle = values[3] + (values[4] ?? 0); // idle and iowait
  const total = values.reduce((sum, v) => sum + v, 0);
  return { busy: total - idle, total };
}

/** A phase's start: pass it to recordPhase. */
export function startPhase() {
  return { at: performance.now(), cpu: cpuTimes() };
}

/** Records `label`'s wall time and CPU use since `started` (startPhase()), and its outcome. */
export function recordPhase(label, started, ok = true) {
  const seconds = (performance.now() - started.at) / 1000;
  const now = cpuTimes();
  const busy =
    now && started.cpu && now.total > started.cpu.total
      ? Math.round((100 * (now.busy - started.cpu.busy)) / (now.total - started.cpu.total))
      : null;
  phases.push({ label, seconds, ok, busy });
  if (process.env.PHASES_FILE) {
    const cpu = busy === null ? "" : ` (CPU ${busy} %)`;
    appendFileSync(
      process.env.PHASES_FILE,
      `  npm test: ${label}${ok ? "" : " (failed)"}${cpu}\t${seconds.toFixed(1)}\n`,
    );
  }
}

/** The table of the phases recorded so far, and their total. */
export function phaseTable(title = "phase times") {
  const rows = phases.map((p) => [
    `${p.label}${p.ok ? "" : " (failed)"}${p.busy === null ? "" : ` (CPU ${p.busy} %)`}`,
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
