import { chromium } from "@playwright/test";
import { chromeArgs, chromePath } from "../scripts/lib/chromium.mjs";
const base = "http://127.0.0.1:4205";
const [name, value] = process.env.COOKIE.split(/=(.*)/s);
const browser = await chromium.launch({ executablePath: chromePath(), args: chromeArgs });
for (const path of ["/dashboard", "/dashboard/team-performance-automation", "/dashboard/helpdesk"]) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  const sizes = new Map();
  page.on("response", async (r) => {
    if (r.request().resourceType() !== "script") return;
    const h = await r.allHeaders();
    const body = await r.body().catch(() => Buffer.alloc(0));
    sizes.set(r.url(), { enc: Number(h["content-length"] ?? 0), raw: body.length, ce: h["content-encoding"] });
  });
  await page.goto(base + path, { waitUntil: "networkidle" });
  const total = [...sizes.values()].reduce((s, x) => s + x.enc, 0);
  const raw = [...sizes.values()].reduce((s, x) => s + x.raw, 0);
  console.log(path, "scripts", sizes.size, "transferred KiB", (total / 1024).toFixed(1), "raw KiB", (raw / 1024).toFixed(1));
  if (process.env.LIST) for (const [u, x] of sizes) console.log("  ", u.replace(base, ""), x.enc, x.ce);
  await context.close();
}
await browser.close();
