// The rendering floor of the list pages (decision 0134), for cost-ab-bench.mjs: each page's HTML
// as build B sends it, served by html-floor-server.mjs (as bytes, and rendered by React), and
// where the page's elements are (head, sidebar, header, rows, the rest of main).
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { startServer } from "./server.mjs";

/** Elements of a dashboard page by region, and its size. */
function pageRegions(html) {
  const { document } = new JSDOM(html).window;
  const count = (root) => (root ? root.querySelectorAll("*").length + 1 : 0);
  const main = document.querySelector("main");
  const rows = main ? [...main.querySelectorAll("tbody tr")].reduce((n, r) => n + count(r), 0) : 0;
  const sidebar = count(document.querySelector('[data-testid="dashboard-sidebar"]'));
  const header = count(document.querySelector("body header"));
  const all = count(document.documentElement);
  const head = count(document.head);
  return {
    bytes: Buffer.byteLength(html),
    elements: all,
    head,
    sidebar,
    header,
    rows,
    "main (rows aside)": count(main) - rows,
    rest: all - head - sidebar - header - count(main),
  };
}

/** Fetches each page from `b` (signed in), prints its regions, starts the floor on them. */
export async function startHtmlFloor(b, pages) {
  const captured = {};
  const regions = [];
  for (const [name, page] of pages) {
    const response = await fetch(b.server.base + page, { headers: { cookie: b.cookie } });
    if (response.status !== 200) throw new Error(`${page}: ${response.status}`);
    captured[name] = await response.text();
    regions.push({ page: name, ...pageRegions(captured[name]) });
  }
  console.log("Elements of each page by region (build B)");
  console.table(regions);
  const file = path.join(tmpdir(), `ab-html-floor-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(captured));
  return startServer({
    command: [process.execPath, [path.join(import.meta.dirname, "html-floor-server.mjs")]],
    env: { HTML_FLOOR_PAGES: file },
  });
}
