// Debian's Chromium (or CHROME_PATH) and the flags every browser of the project runs with: the
// browser tests, the benchmarks and the screenshots. Playwright never downloads a browser here.
import { existsSync } from "node:fs";
import { aptInstall } from "../apt-install.mjs";

export function chromePath() {
  return process.env.CHROME_PATH ?? "/usr/bin/chromium";
}

export const chromeArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Makes sure the browser is there and returns its path. As root it installs Debian's `chromium`
 * package with apt-get; otherwise it stops with a one-line instruction.
 */
export function ensureChromium() {
  const path = chromePath();
  if (existsSync(path)) return path;
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH points to ${path}, which does not exist.`);
    process.exit(1);
  }
  aptInstall("chromium", "Chromium", "CHROME_PATH");
  return path;
}
