// Makes sure Debian's Chromium is there for the browser tests and benchmarks. As root it installs
// the `chromium` package with apt-get; otherwise it stops with a one-line instruction.
import { existsSync } from "node:fs";
import { aptInstall } from "./apt-install.mjs";

export function ensureChromium() {
  const path = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (existsSync(path)) return path;
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH points to ${path}, which does not exist.`);
    process.exit(1);
  }
  aptInstall("chromium", "Chromium", "CHROME_PATH");
  return path;
}
