/** Debian's Chromium (or CHROME_PATH); Playwright never downloads a browser here. */
export function chromePath(): string {
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
