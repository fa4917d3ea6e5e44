import { expect, test } from "./fixtures";
import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations, useTheme, VIEWPORTS, watchConsole } from "./helpers";

for (const theme of ["dark", "light"] as const) {
  test.describe(`dashboard accessibility, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme, baseURL);
    });

    test("index, with the search results and the user menu open", async ({
      page,
      untilHydrated,
    }) => {
      const console = watchConsole(page);
      await page.goto("/dashboard");
      await expect(page.locator("html")).toHaveClass(new RegExp(theme));
      await expectNoAxeViolations(page);
      await untilHydrated();
      await page.getByRole("combobox", { name: "Rechercher un service" }).fill("reseau");
      await expect(page.getByRole("listbox")).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Admin" }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expectNoAxeViolations(page);
      console.expectNone();
    });

    test("a service page, and the 404 page", async ({ page }) => {
      await page.goto("/dashboard/security-audit");
      await expectNoAxeViolations(page);
      await page.goto("/dashboard/nope");
      await expectNoAxeViolations(page);
    });

    test("the mobile menu open", async ({ page, untilHydrated }) => {
      const console = watchConsole(page);
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.goto("/dashboard/helpdesk");
      await expectNoAxeViolations(page);
      await untilHydrated();
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page);
      console.expectNone();
    });
  });
}
