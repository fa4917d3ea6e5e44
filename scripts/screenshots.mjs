// Screenshots for a person to look at: node scripts/screenshots.mjs [baseURL] [path …]
// (COOKIE="better-auth.session_token=…" to see pages as a signed-in account.)
// Writes test-results/screens/<page>-<width>-<theme>.png at 390 and 1440 px, dark and light
// (REDUCED_MOTION=1: with prefers-reduced-motion: reduce, named <page>-<width>-<theme>-reduced.png).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromeArgs, chromePath } from "./lib/chromium.mjs";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "390,1440").split(",").map(Number);
const reduced = process.env.REDUCED_MOTION === "1";
const browser = await chromium.launch({ executablePath: chromePath(), args: chromeArgs });
mkdirSync("test-results/screens", { recursive: true });
for (const path of paths.length ? paths : ["/"]) {
  for (const theme of ["dark", "light"]) {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        locale: "fr-FR",
        reducedMotion: reduced ? "reduce" : "no-preference",
        // Lets the style below in, so that one full-page image shows every section.
        bypassCSP: true,
      });
      // COOKIE="name=value; other=value" adds cookies, e.g. a session to see signed-in pages.
      const extra = (process.env.COOKIE ?? "")
        .split(";")
        .map((pair) => pair.trim().split("="))
        .filter(([name, value]) => name && value)
        .map(([name, value]) => ({ name, value, url: base }));
      await context.addCookies([{ name: "theme", value: theme, url: base }, ...extra]);
      const page = await context.newPage();
      await page.goto(base + path, { waitUntil: "networkidle" });
      // Walk down the page so lazy sections render (content-visibility, count-ups), then back up.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
          window.scrollTo({ top: y, behavior: "instant" });
          await new Promise((r) => setTimeout(r, 60));
        }
        await new Promise((r) => setTimeout(r, 2200));
        window.scrollTo({ top: 0, behavior: "instant" });
        // Scroll-driven parts (the back-to-top button) settle on the next frames.
        await new Promise((r) => setTimeout(r, 300));
      });
      // Off-screen sections are skipped by the browser until scrolled to (content-visibility),
      // which a full-page capture never does: render them all for the picture.
      await page.addStyleTag({ content: ".below-fold{content-visibility:visible!important}" });
      const name = path === "/" ? "home" : path.replace(/^\//, "").replace(/[/?#=]/g, "_");
      const file = `test-results/screens/${name}-${width}-${theme}${reduced ? "-reduced" : ""}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
      console.log(file);
      await context.close();
    }
  }
}
await browser.close();
