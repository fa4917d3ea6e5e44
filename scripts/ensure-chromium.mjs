// Makes sure Debian's Chromium is there for the browser tests and benchmarks. As root it installs
// the `chromium` package with apt-get; otherwise it stops with a one-line instruction.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export function ensureChromium() {
  const path = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (existsSync(path)) return path;
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH points to ${path}, which does not exist.`);
    process.exit(1);
  }
  if (process.getuid?.() !== 0) {
    console.error(
      "Chromium is missing: run `sudo apt-get install -y chromium` (or set CHROME_PATH), then try again.",
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "chromium"],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(" ")} failed; install chromium by hand and try again.`);
      process.exit(1);
    }
  }
  return path;
}
