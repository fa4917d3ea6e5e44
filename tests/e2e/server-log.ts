import { existsSync, readFileSync } from "node:fs";
import { SERVER_LOG } from "../../playwright.config";
// The fixtures' `expect` is @playwright/test's: imported from there, since fixtures.ts imports this.
import { expect } from "@playwright/test";

// The links the suite's shared server writes to its log without SMTP (confirmation, invitation,
// reset, the helpdesk's private links), read from the file scripts/e2e-server.mjs copies its output
// to: a test reads them as a developer would, on the shared server instead of a private one.

/** Every link logged as `label` for `email`, oldest first, in `output` (the shared log unless given). */
function loggedLinks(label: string, email: string, output?: string): string[] {
  const text = output ?? (existsSync(SERVER_LOG) ? readFileSync(SERVER_LOG, "utf8") : "");
  const pattern = new RegExp(`${label} for (\\S+) \\(SMTP_URL is not set\\): (\\S+)`, "g");
  return [...text.matchAll(pattern)].filter((m) => m[1] === email).map((m) => m[2]!);
}

/** The last link logged as `label` (e.g. "Invitation link") for `email`, once it is there. */
export async function lastLoggedLink(label: string, email: string, output?: () => string) {
  const find = () => loggedLinks(label, email, output?.());
  await expect.poll(() => find().length).toBeGreaterThan(0);
  return find().at(-1)!;
}
