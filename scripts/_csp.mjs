import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const p of (process.env.PAGES ?? "/connexion").split(",")) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  cdp.on("Audits.issueAdded", (e) => console.log(p, JSON.stringify(e.issue).slice(0, 1500)));
  page.on("console", (m) => console.log(p, "console", m.type(), m.text().slice(0, 300)));
  await cdp.send("Audits.enable");
  await page.goto("http://127.0.0.1:3100" + p, { waitUntil: "networkidle" });
  await page.waitForTimeout(2000);
  await ctx.close();
}
await browser.close();
