import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { navItems } from "../../app/content/navigation";
import { afterScrollHandled, VIEWPORTS } from "./helpers";

test.describe("public header", () => {
  test("has the brand, the spec's links, the auth links and the theme toggle", async ({ page }) => {
    await page.goto("/");
    const header = page.getByTestId("site-header");
    await expect(header.getByRole("link", { name: /Exemple Digital/ }).first()).toHaveAttribute(
      "href",
      "/",
    );
    const nav = header.getByRole("navigation", { name: "Navigation principale" });
    const expected: [string, string][] = [
      ["Accueil", "/"],
      ["Tableau de Bord", "/dashboard"],
      ["Tarifs", "/tarifs"],
      ["Documentation", "/docs"],
    ];
    for (const [label, href] of expected) {
      await expect(nav.getByText(label, { exact: true })).toBeVisible();
      expect(navItems.find((i) => i.label === label)?.href).toBe(href);
    }
    await expect(header.getByText("Connexion", { exact: true })).toBeVisible();
    await expect(header.getByText("S'inscrire", { exact: true })).toBeVisible();
    await expect(header.getByTestId("theme-toggle")).toBeVisible();
  });

  test("gets a solid background after 50 px of scrolling", async ({ page }) => {
    await page.goto("/");
    const header = page.getByTestId("site-header");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    const transparent = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.evaluate(afterScrollHandled);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
      .not.toBe(transparent);
  });

  test("shows a live French clock from the lg breakpoint, hidden on phones", async ({ page }) => {
    await page.goto("/");
    const clock = page.getByTestId("live-clock");
    await expect(clock).toBeVisible();
    await expect(clock).toHaveText(
      /^(Lundi|Mardi|Mercredi|Jeudi|Vendredi|Samedi|Dimanche) \d{1,2} \p{L}+ \d{4}·\d{2}:\d{2}:\d{2}$/u,
    );
    const first = await clock.textContent();
    await expect.poll(() => clock.textContent(), { timeout: 10_000 }).not.toBe(first);
    await page.setViewportSize(VIEWPORTS.mobile);
    await expect(clock).toBeHidden();
  });

  test("a clock first hidden (phone) starts ticking when the window grows to show it", async ({
    page,
    gotoHydrated,
  }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await gotoHydrated("/");
    const clock = page.getByTestId("live-clock");
    await expect(clock).toBeHidden();
    const first = await clock.textContent();
    await page.setViewportSize(VIEWPORTS.desktop);
    await expect(clock).toBeVisible();
    await expect.poll(() => clock.textContent(), { timeout: 10_000 }).not.toBe(first);
  });

  test("the server and the browser render the same clock (no hydration warning)", async ({
    page,
    gotoHydrated,
  }) => {
    const messages: string[] = [];
    page.on("console", (m) => messages.push(m.text()));
    await gotoHydrated("/");
    expect(messages.filter((m) => /hydrat/i.test(m))).toEqual([]);
  });
});
