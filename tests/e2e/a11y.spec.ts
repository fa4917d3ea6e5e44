import { expect, test } from "./fixtures";
import { expectNoAxeViolations, useTheme, VIEWPORTS } from "./helpers";

for (const theme of ["dark", "light"] as const) {
  test.describe(`accessibility, ${theme} theme`, () => {
    test.beforeEach(async ({ page, baseURL }) => useTheme(page, theme, baseURL!));

    // Hydrated, the landing page is checked by the dropdown and toast tests below.
    test("the landing page has no axe violation", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("html")).toHaveClass(theme);
      await expectNoAxeViolations(page);
    });

    test("the landing page loaded under reduced motion has no axe violation", async ({
      page,
      gotoHydrated,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await gotoHydrated("/");
      await expectNoAxeViolations(page);
    });

    test("the 404 page has no axe violation", async ({ page }) => {
      await page.goto("/introuvable");
      await expectNoAxeViolations(page);
    });

    test("with a navigation dropdown open", async ({ page, gotoHydrated }) => {
      await gotoHydrated("/"); // the first hover is only heard once React has hydrated
      const nav = page.getByRole("navigation", { name: "Navigation principale" });
      await nav.getByText("Services", { exact: true }).hover();
      const trigger = nav.getByRole("button", { name: "Services" });
      await trigger.hover({ position: { x: 8, y: 8 } });
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      // The whole page: the one scan of the landing page hydrated with motion (carousels and all).
      await expectNoAxeViolations(page);
    });

    test("with the mobile menu open", async ({ page }) => {
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.goto("/");
      await page.getByTestId("mobile-menu-trigger").click();
      const sheet = page.getByRole("dialog", { name: "Menu" });
      await sheet.getByRole("button", { name: "Services" }).click();
      await expectNoAxeViolations(page);
    });

    test("with a toast shown", async ({ page, gotoHydrated }) => {
      await gotoHydrated("/"); // toasts need JavaScript
      await page.locator("footer").getByRole("button", { name: "Facebook" }).click();
      await expect(page.getByTestId("toast")).toBeVisible();
      // The rest of the page is the one scanned with the dropdown open: the toasts' region only.
      await expectNoAxeViolations(page, '[role="region"][aria-label^="Notifications"]');
    });
  });
}
