// Debian's Chromium (or CHROME_PATH) and the flags every browser of the project runs with: the
// browser tests, the benchmarks and the screenshots. Playwright never downloads a browser here.
import { ensureProgram } from "../apt-install.mjs";

const CHROMIUM = "/usr/bin/chromium";
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** The full browser: Lighthouse in the benchmarks and the screenshots. */
export function chromePath() {
  return process.env.CHROME_PATH ?? CHROMIUM;
}

/**
 * The browser tests' Chromium: Debian's headless shell (the same engine without the browser's
 * interface, what Playwright itself runs headless). A new context and its first page cost it about
 * a third of the full browser's CPU here, and the tests open one per test (decision 0056).
 */
export function testChromePath() {
  return process.env.TEST_CHROME_PATH ?? HEADLESS_SHELL;
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
 * The browser tests' flags: the above, with compositing and rasterising in software in the
 * browser's own processes instead of a GPU process emulating one (no GPU here), and the display
 * compositor that remains run as a thread of the browser process rather than a process of its own.
 * The accessibility list and the landing page's journeys took 13 % less time with the first two,
 * the shell's and landing's journeys 5 % less CPU with the third (decision 0094). Lighthouse and
 * the screenshots keep `chromeArgs`: they measure and show what a visitor's browser does.
 */
export const testChromeArgs = [
  ...chromeArgs,
  "--disable-gpu-compositing",
  "--disable-software-rasterizer",
  "--in-process-gpu",
];

/**
 * Makes sure the browser is there and returns its path. As root it installs Debian's `chromium`
 * package with apt-get; otherwise it stops with a one-line instruction.
 */
export function ensureChromium() {
  return ensureProgram(CHROMIUM, "CHROME_PATH", "chromium", "Chromium");
}

/** The same for the browser tests' headless shell (Debian's `chromium-headless-shell`). */
export function ensureTestChromium() {
  return ensureProgram(
    HEADLESS_SHELL,
    "TEST_CHROME_PATH",
    "chromium-headless-shell",
    "Chromium's headless shell",
  );
}
