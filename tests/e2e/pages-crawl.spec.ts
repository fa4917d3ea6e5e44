import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { SHIPPED_PAGES } from "./pages-helpers";

/** Same-origin hrefs of the server HTML, without fragments; the dashboard's pages are skipped. */
function links(html: string, from: URL): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const raw = match[1]!.replace(/&amp;/g, "&");
    if (raw.startsWith("#")) continue;
    const url = new URL(raw, from);
    if (url.origin !== from.origin) continue;
    if (url.pathname.startsWith("/dashboard/")) continue;
    url.hash = "";
    found.push(url.pathname + url.search);
  }
  return found;
}

test("a crawl from / finds no link answering an error", async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  const failures: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const res = await request.get(path, { maxRedirects: 5 });
    if (res.status() >= 400) {
      failures.push(`${path} → ${res.status()}`);
      continue;
    }
    if (!(res.headers()["content-type"] ?? "").includes("text/html")) continue;
    for (const next of links(await res.text(), new URL(path, baseURL))) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  expect(failures).toEqual([]);
  // The crawl reached every page this issue ships (the service pages link to each other).
  for (const { path } of SHIPPED_PAGES) expect([...seen], path).toContain(path);
});
