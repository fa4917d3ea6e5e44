import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";

test.describe("page metadata", () => {
  test("the landing page has its title, description, canonical, Open Graph and Twitter tags", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(
      "Exemple Digital | Solutions digitales et cybersécurité en Guinée",
    );
    const meta = (sel: string) => page.locator(sel).first().getAttribute("content");
    expect(await meta('meta[name="description"]')).toMatch(/cybersécurité/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
    expect(await meta('meta[property="og:locale"]')).toBe("fr_FR");
    expect(await meta('meta[property="og:url"]')).toBe(`${baseURL}/`);
    expect(await meta('meta[property="og:image"]')).toBe(`${baseURL}/og-image.jpg`);
    expect(await meta('meta[property="og:image:width"]')).toBe("1200");
    expect(await meta('meta[property="og:image:height"]')).toBe("630");
    expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });

  test("the preview image is a 1200×630 JPEG served by the site", async ({ request }) => {
    const res = await request.get("/og-image.jpg");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/jpeg");
    const bytes = await res.body();
    // Find the SOF0/SOF2 frame header and read its height and width.
    let i = 2;
    let size: [number, number] | undefined;
    while (i < bytes.length) {
      const marker = bytes[i + 1]!;
      const length = bytes.readUInt16BE(i + 2);
      if (marker === 0xc0 || marker === 0xc2) {
        size = [bytes.readUInt16BE(i + 7), bytes.readUInt16BE(i + 5)];
        break;
      }
      i += 2 + length;
    }
    expect(size).toEqual([1200, 630]);
  });

  test("unknown URLs answer 404 with a French page inside the shell", async ({ page }) => {
    const res = await page.goto("/cette-page-n-existe-pas");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
    await expect(page).toHaveTitle("Page introuvable | Exemple Digital");
    await expect(page.getByTestId("site-header")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("sitemap.xml lists the public pages that exist, absolute; robots.txt points at it", async ({
    request,
    baseURL,
  }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${baseURL}/</loc>`);
    expect(xml).not.toContain("/dashboard");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    for (const loc of locs) expect((await request.get(loc)).status(), loc).toBe(200);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toContain("Disallow: /dashboard");
  });
});
