import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { afterScrollHandled } from "./helpers";

async function makeLong(page: Page) {
  await page.evaluate(() => {
    const filler = document.createElement("div");
    filler.style.height = "3000px";
    document.getElementById("contenu")?.append(filler);
  });
}

test.describe("scroll helpers", () => {
  test("the back-to-top button appears after 300 px and returns to the top", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/"); // the filler goes in once React owns the page
    await makeLong(page);
    const button = page.getByTestId("back-to-top");
    await expect(button).toHaveAttribute("data-visible", "false");
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.evaluate(afterScrollHandled);
    await expect(button).toHaveAttribute("data-visible", "false");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toHaveAttribute("data-visible", "true");
    await expect(button).toHaveAccessibleName("Revenir en haut de la page");
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveAttribute("data-visible", "false");
  });

  test("the progress bar follows the reading position", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/");
    await makeLong(page);
    const bar = page.getByTestId("scroll-progress");
    const scale = () => bar.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
    expect(await scale()).toBeCloseTo(0, 2);
    await page.evaluate(() =>
      window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2),
    );
    await expect.poll(scale).toBeGreaterThan(0.4);
    await expect.poll(scale).toBeLessThan(0.6);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(scale).toBeCloseTo(1, 1);
  });

  test("the skip link is the first stop and leads to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Aller au contenu" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#contenu$/);
    await expect(page.locator("main#contenu")).toBeFocused();
  });

  test("route changes go through a view transition", async ({ page, gotoHydrated }) => {
    // Hydrated first: a click before it would be a full page load, with no transition to count.
    await gotoHydrated("/page-qui-n-existe-pas");
    await page.evaluate(() => {
      const w = window as unknown as { transitions: number };
      w.transitions = 0;
      const original = document.startViewTransition.bind(document);
      document.startViewTransition = ((arg: Parameters<typeof original>[0]) => {
        w.transitions++;
        return original(arg);
      }) as typeof document.startViewTransition;
    });
    await page.getByRole("link", { name: "Retour à l'accueil" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Exemple Digital");
    expect(
      await page.evaluate(() => (window as unknown as { transitions: number }).transitions),
    ).toBe(1);
  });

  test("under reduced motion the transition animations are switched off", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/");
    // The reduced-motion rules give the route-change pseudo-elements no animation at all.
    const names = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter(
          (r): r is CSSMediaRule => r instanceof CSSMediaRule && r.conditionText.includes("reduce"),
        )
        .flatMap((r) => [...r.cssRules])
        .filter(
          (r): r is CSSStyleRule =>
            r instanceof CSSStyleRule && r.selectorText.includes("view-transition"),
        )
        .map((r) => `${r.selectorText}: ${r.style.animationName}`),
    );
    expect(names).toEqual([
      "::view-transition-old(root): none",
      "::view-transition-new(root): none",
    ]);
    await context.close();
  });
});
