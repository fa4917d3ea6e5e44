import { chromium } from "@playwright/test";
import { chromeArgs, chromePath } from "../scripts/lib/chromium.mjs";
const base = "http://127.0.0.1:4205";
const [name, value] = process.env.COOKIE.split(/=(.*)/s);
const browser = await chromium.launch({ executablePath: chromePath(), args: chromeArgs });
const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
await context.addCookies([{ name, value, url: base }]);
const page = await context.newPage();
await page.goto(base + (process.argv[2] ?? "/dashboard/team-performance-automation"));
console.log(await page.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll("body *")) {
    const r = el.getBoundingClientRect();
    if (r.right > 362 && el.closest("[role=region]") === null) out.push(`${el.tagName}.${el.className.toString().slice(0, 80)} ${Math.round(r.right)}`);
  }
  return [document.documentElement.scrollWidth, ...out.slice(0, 15)];
}));
await browser.close();
