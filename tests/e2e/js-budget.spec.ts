import type { APIRequestContext } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { signedUpClient, uniqueEmail } from "./accounts";
import { expect, test } from "./fixtures";

// The quality bar's JavaScript budget, in KiB transferred on a first visit: 120 on `/`, 150 on
// `/dashboard` (decision 0140). Counted as a phone gets it: every module the page loads before
// any interaction, brotli as the server sends it, with the status line and headers. Lighthouse's
// "JS KiB" agrees within half a KiB.

const KIB = 1024;

/**
 * The scripts a page loads at start: the module preloads that its boot script adds after the
 * first paint (app/server/http/deferred-boot.server.ts), which are every module of the page.
 */
function scriptsOf(html: string): string[] {
  const list = /\bp=(\[[^\]]*\]);/.exec(html)?.[1];
  expect(list, "the page's boot script and its preloads").toBeTruthy();
  return JSON.parse(list!) as string[];
}

/** Bytes on the wire of `path`, brotli: body, status line and headers. */
async function transferred(http: APIRequestContext, path: string) {
  const response = await http.get(path, { headers: { "Accept-Encoding": "br" } });
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-encoding"], path).toBe("br");
  const head = response
    .headersArray()
    .reduce(
      (n, { name, value }) => n + name.length + value.length + 4,
      "HTTP/1.1 200 OK\r\n\r\n".length,
    );
  return Number(response.headers()["content-length"]) + head;
}

async function pageScriptKiB(http: APIRequestContext, page: string) {
  const response = await http.get(page);
  expect(response.status(), page).toBe(200);
  const scripts = scriptsOf(await response.text());
  expect(scripts.length, `${page} loads the framework and its route modules`).toBeGreaterThan(3);
  let total = 0;
  for (const script of scripts) total += await transferred(http, script);
  return total / KIB;
}

test("the home page loads at most 120 KiB of JavaScript", async ({ request }) => {
  expect(await pageScriptKiB(request, "/")).toBeLessThanOrEqual(120);
});

test("the dashboard loads at most 150 KiB of JavaScript", async () => {
  const clients: APIRequestContext[] = [];
  try {
    const owner = await signedUpClient(baseURL, "Fatoumata Sylla", uniqueEmail("budget"), clients);
    expect(await pageScriptKiB(owner, "/dashboard")).toBeLessThanOrEqual(150);
  } finally {
    await Promise.all(clients.map((client) => client.dispose()));
  }
});
