import { expect, test } from "./fixtures";
import { expectNoAxeViolations, useTheme, watchConsole } from "./helpers";
import { SHIPPED_PAGES } from "./pages-helpers";

// axe in both themes and no console error on every page of the issue; /saas also with another
// tab open, /faq with a question open.
for (const theme of ["dark", "light"] as const) {
  test.describe(`pages, ${theme} theme`, () => {
    test.beforeEach(async ({ page, baseURL }) => useTheme(page, theme, baseURL!));

    for (const { path, h1 } of SHIPPED_PAGES) {
      test(`${path}: no axe violation, no console error, one h1`, async ({ page }) => {
        const console = watchConsole(page);
        await page.goto(path);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toHaveText(h1);
        await expectNoAxeViolations(page);
        console.expectNone();
      });
    }

    test("/saas with the security tab selected", async ({ page, gotoHydrated }) => {
      await gotoHydrated("/saas"); // a click before hydration has no effect on the tabs
      await page.getByRole("tab", { name: "Sécurité" }).click();
      await expect(page.getByRole("tab", { name: "Sécurité" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expectNoAxeViolations(page);
    });

    test("/faq with a question open", async ({ page }) => {
      await page.goto("/faq");
      await page.getByTestId("faq-item").first().locator("summary").click();
      await expectNoAxeViolations(page);
    });
  });
}
