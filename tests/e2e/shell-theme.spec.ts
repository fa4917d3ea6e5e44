import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { useTheme } from "./helpers";

const themeColor = (page: Page) => page.locator('meta[name="theme-color"]').getAttribute("content");

test.describe("theme", () => {
  test("is dark by default, with the dark browser colour", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await themeColor(page)).toBe("#020817");
  });

  test("the toggle switches class, browser colour and says so in a toast for 2 s", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/");
    await page.getByTestId("theme-toggle").click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    expect(await themeColor(page)).toBe("#ffffff");
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Thème modifié");
    await expect(toast).toContainText("Mode clair activé\u202F!");
    await expect(toast).toBeHidden({ timeout: 4000 });

    await page.getByTestId("theme-toggle").click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.getByTestId("toast")).toContainText("Mode sombre activé\u202F!");
  });

  test("the choice persists and the server renders it (no flash)", async ({
    page,
    request,
    gotoHydrated,
  }) => {
    await gotoHydrated("/");
    await page.getByTestId("theme-toggle").click();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "theme")?.value).toBe("light");
    const html = await (await request.get("/", { headers: { Cookie: "theme=light" } })).text();
    expect(html).toMatch(/<html lang="fr" class="light"/);
    expect(html).toContain('<meta name="theme-color" content="#ffffff"/>');
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
  });

  test("works without JavaScript through a form post", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByTestId("theme-toggle").click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    await context.close();
  });

  test("a returning light-theme visitor gets light HTML", async ({ page, baseURL }) => {
    await useTheme(page, "light", baseURL!);
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    expect(await themeColor(page)).toBe("#ffffff");
  });

  test("the no-JavaScript action only redirects within the site", async ({ request }) => {
    const res = await request.post("/theme", {
      form: { theme: "light", returnTo: "//evil.example/" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toBe("/");
  });
});
