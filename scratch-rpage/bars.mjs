import { chromium } from "@playwright/test";
import { chromeArgs, chromePath } from "../scripts/lib/chromium.mjs";
const base = "http://127.0.0.1:4205";
const [name, value] = process.env.COOKIE.split(/=(.*)/s);
const browser = await chromium.launch({ executablePath: chromePath(), args: chromeArgs });
for (const width of [390, 1440]) {
const context = await browser.newContext({ viewport: { width, height: 900 } });
await context.addCookies([{ name, value, url: base }]);
const page = await context.newPage();
await page.goto(base + "/dashboard/team-performance-automation", { waitUntil: "networkidle" });
console.log(width, await page.evaluate(() => [...document.querySelectorAll('figure ul[aria-hidden] div.h-full')].slice(6, 10).map((e) => e.getAttribute("style") + " " + e.className + " " + Math.round(e.getBoundingClientRect().width))));
}
await browser.close();
