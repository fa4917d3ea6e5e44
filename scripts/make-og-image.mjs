// Renders the 1200×630 social preview image (public/og-image.jpg) from HTML with Debian Chromium.
// Run again after a brand change: node scripts/make-og-image.mjs "Brand name"
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const brand = process.argv[2] ?? "Exemple Digital";
const font = readFileSync(
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
).toString("base64");
const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><style>
@font-face{font-family:Inter;src:url(data:font/woff2;base64,${font}) format("woff2");font-weight:100 900}
*{margin:0;box-sizing:border-box}
body{width:1200px;height:630px;font-family:Inter,sans-serif;background:#020817;color:#f8fafc;position:relative;overflow:hidden}
.glow{position:absolute;inset:-200px -100px auto auto;width:900px;height:700px;background:radial-gradient(closest-side,rgba(37,99,235,.45),transparent)}
.grid{position:absolute;inset:0;background-image:linear-gradient(rgba(148,163,184,.08) 1px,transparent 1px),linear-gradient(90deg,rgba(148,163,184,.08) 1px,transparent 1px);background-size:48px 48px}
.wrap{position:relative;padding:80px 88px;height:100%;display:flex;flex-direction:column;justify-content:space-between}
.brand{display:flex;align-items:center;gap:18px;font-size:34px;font-weight:650}
h1{font-size:72px;line-height:1.05;letter-spacing:-.03em;font-weight:750;max-width:940px}
h1 span{color:#60a5fa}
p{font-size:28px;color:#9fb0c6}
</style></head><body><div class="grid"></div><div class="glow"></div><div class="wrap">
<div class="brand"><svg width="56" height="56" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2563eb"/><path d="M9 16.5 14 11l4.5 5L23 11" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/><path d="M9 21.5h14" stroke="#fff" stroke-opacity=".6" stroke-width="2.6" stroke-linecap="round"/></svg>${brand}</div>
<h1>Solutions digitales et <span>cybersécurité</span> en Guinée</h1>
<p>Développement · Réseaux · Cloud · Audit de sécurité · IA — Conakry</p>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: "public/og-image.jpg", type: "jpeg", quality: 86 });
await browser.close();
console.log("public/og-image.jpg written");
