import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { dashboardCategories, dashboardModules } from "../../app/content/dashboard-modules";
import { scrollShadowsAt, watchConsole } from "./helpers";

const toggles = (page: Page) =>
  page.getByTestId("dashboard-sidebar").locator("[data-testid=sidebar-category] form button");

test.describe("dashboard sidebar", () => {
  test("lists the index and the 8 categories, all open at first, with every service", async ({
    page,
  }) => {
    const console = watchConsole(page);
    await page.goto("/dashboard");
    const sidebar = page.getByTestId("dashboard-sidebar");
    const nav = sidebar.getByRole("navigation", { name: "Navigation du tableau de bord" });
    await expect(nav.getByRole("link", { name: "Tableau de bord" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    await expect(toggles(page)).toHaveCount(8);
    await expect(toggles(page)).toHaveText(dashboardCategories.map((c) => c.name));
    for (const toggle of await toggles(page).all()) {
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
    }
    const hrefs = await nav
      .locator("[data-testid=sidebar-category] a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(dashboardModules.map((s) => `/dashboard/${s.id}`));
    for (const s of dashboardModules) {
      // The 22 modules still to come say so: 'Bientôt' in the link, seen and heard.
      const title = s.title.replace(/[()&]/g, "\\$&");
      const name = s.available ? s.title : new RegExp(`^${title}\\s*,\\s*Bientôt$`);
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByTestId("upcoming-badge")).toHaveCount(
      dashboardModules.filter((s) => !s.available).length,
    );
    // The mark takes the icon's place: a module to come has as much room for its name as the
    // others (a badge beside it took 15 names to two lines at 1440 px).
    const nameWidths = await nav
      .locator("[data-testid=sidebar-category] a > span.flex-1")
      .evaluateAll((names) => names.map((name) => Math.round(name.getBoundingClientRect().width)));
    expect(new Set(nameWidths).size).toBe(1);
    console.expectNone();
  });

  test("shows the current page's link when it is below the sidebar's fold, at 1440 × 900", async ({
    page,
    gotoHydrated,
  }) => {
    const last = dashboardModules.at(-1)!;
    await gotoHydrated(`/dashboard/${last.id}`);
    const sidebar = page.getByTestId("dashboard-sidebar");
    const current = sidebar.locator('a[aria-current="page"]');
    await expect(current).toHaveAttribute("href", `/dashboard/${last.id}`);
    // The scroller is the nav's parent: the link lies within its visible box.
    const scroller = sidebar
      .getByRole("navigation", { name: "Navigation du tableau de bord" })
      .locator("..");
    await expect
      .poll(async () => {
        const [box, item] = [await scroller.boundingBox(), await current.boundingBox()];
        return box && item ? item.y >= box.y && item.y + item.height <= box.y + box.height : null;
      })
      .toBe(true);
    expect(await scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  });

  test("shows a shadow at the edge beyond which more links lie, at 1440 × 900", async ({
    page,
  }) => {
    await page.goto("/dashboard");
    const scroller = page
      .getByTestId("dashboard-sidebar")
      .getByRole("navigation", { name: "Navigation du tableau de bord" })
      .locator("..");
    expect(await scroller.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    // At the top: more below, nothing above.
    expect(await scrollShadowsAt(page, scroller, "y", "var(--card)")).toEqual([false, true]);
  });

  test("collapses one category alone; the state survives a reload and is in the server HTML", async ({
    page,
    context,
    request,
    gotoHydrated,
    untilHydrated,
  }) => {
    const console = watchConsole(page);
    await gotoHydrated("/dashboard");
    const finance = toggles(page).filter({ hasText: "Finance & Budget IT" });
    const cloud = toggles(page).filter({ hasText: "Cloud & DevOps" });
    await finance.click();
    await expect(finance).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#barre-finance-budget")).toBeHidden();
    for (const other of await toggles(page).all()) {
      if ((await other.textContent()) !== "Finance & Budget IT") {
        await expect(other).toHaveAttribute("aria-expanded", "true");
      }
    }
    await cloud.click();
    await expect(cloud).toHaveAttribute("aria-expanded", "false");
    const cookie = (await context.cookies()).find((c) => c.name === "dashboard_sidebar");
    expect(cookie?.value).toBe("finance-budget.cloud-devops");

    await page.reload();
    await expect(finance).toHaveAttribute("aria-expanded", "false");
    await expect(cloud).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#barre-gestion-strategie")).toBeVisible();

    const html = await (
      await request.get("/dashboard", { headers: { Cookie: "dashboard_sidebar=finance-budget" } })
    ).text();
    expect(html).toContain('id="barre-finance-budget" hidden=""');
    expect(html).not.toContain('id="barre-cloud-devops" hidden=""');

    await untilHydrated();
    await finance.click();
    await expect(finance).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#barre-finance-budget")).toBeVisible();
    console.expectNone();
  });

  // Its links are plain links that the nav follows within the app and prefetches on hover
  // (decision 0147).
  test("marks the current page, prefetches a module on hover, and opens it in place", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/dashboard/helpdesk");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const nav = page.getByTestId("dashboard-sidebar");
    await expect(nav.getByRole("link", { name: "Helpdesk & Support" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Tableau de bord" })).not.toHaveAttribute(
      "aria-current",
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await nav.getByRole("link", { name: "Tableau de bord" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(nav.getByRole("link", { name: "Tableau de bord" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const inventory = nav.getByRole("link", { name: "Inventaire des équipements" });
    // React places the prefetch links in the document's head.
    const prefetch = page.locator('link[rel="prefetch"][href*="/dashboard/inventory-management"]');
    await expect(prefetch).toHaveCount(0);
    await inventory.hover();
    await expect(prefetch).toHaveCount(1);
    await inventory.click();
    await expect(page).toHaveURL(/\/dashboard\/inventory-management$/);
    await expect(inventory).toHaveAttribute("aria-current", "page");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("is 240 px wide from md, 280 px from lg, hidden below md", async ({ page }) => {
    await page.goto("/dashboard");
    const sidebar = page.getByTestId("dashboard-sidebar");
    await page.setViewportSize({ width: 900, height: 800 });
    expect((await sidebar.boundingBox())?.width).toBe(240);
    await page.setViewportSize({ width: 1440, height: 900 });
    expect((await sidebar.boundingBox())?.width).toBe(280);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(sidebar).toBeHidden();
  });

  test("shows its scroll bar while scrolling and hides it afterwards", async ({
    page,
    gotoHydrated,
  }) => {
    await page.setViewportSize({ width: 1440, height: 600 });
    await gotoHydrated("/dashboard");
    const scroller = page.getByTestId("dashboard-sidebar").locator("[data-autohide]");
    await expect(scroller).toHaveCount(1);
    await expect(scroller).not.toHaveAttribute("data-scrolling");
    await scroller.hover();
    await page.mouse.wheel(0, 300);
    await expect(scroller).toHaveAttribute("data-scrolling", "");
    await expect(scroller).not.toHaveAttribute("data-scrolling");
  });

  test("has the theme toggle, like the header", async ({ page, gotoHydrated }) => {
    const console = watchConsole(page);
    await gotoHydrated("/dashboard");
    const html = page.locator("html");
    await expect(html).toHaveClass(/dark/);
    await page.getByTestId("dashboard-sidebar").getByTestId("theme-toggle").click();
    await expect(html).toHaveClass(/light/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#ffffff");
    await expect(page.getByTestId("toast").first()).toContainText("Mode clair activé\u202F!");
    await page.getByTestId("dashboard-header").getByTestId("theme-toggle").click();
    await expect(html).toHaveClass(/dark/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#020817");
    // The first toast may still be there (the pointer over the toasts holds them): any of them.
    await expect(
      page.getByTestId("toast").filter({ hasText: "Mode sombre activé\u202F!" }),
    ).toBeVisible();
    console.expectNone();
  });
});

test.describe("dashboard sidebar without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each category toggle posts, stores the cookie and comes back", async ({ page }) => {
    await page.goto("/dashboard/helpdesk");
    const ops = toggles(page).filter({ hasText: "Opérations & Support" });
    await expect(ops).toHaveAttribute("aria-expanded", "true");
    await ops.click();
    await expect(page).toHaveURL(/\/dashboard\/helpdesk$/);
    await expect(ops).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#barre-operations-support")).toBeHidden();
    await page.goto("/dashboard");
    await expect(ops).toHaveAttribute("aria-expanded", "false");
    await ops.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(ops).toHaveAttribute("aria-expanded", "true");
  });

  test("the search is a form whose page lists the matches", async ({ page }) => {
    await page.goto("/dashboard");
    await page.getByPlaceholder("Rechercher des services...").fill("reseau");
    await page.getByPlaceholder("Rechercher des services...").press("Enter");
    await expect(page).toHaveURL(/\/dashboard\?q=reseau$/);
    const results = page.getByTestId("search-results");
    await expect(results.getByRole("heading")).toHaveText("Résultats pour «\u202Freseau\u202F»");
    await expect(results.getByRole("link", { name: /Administration réseau/ })).toHaveAttribute(
      "href",
      "/dashboard/network-administration",
    );
  });

  test("the user menu opens as a disclosure", async ({ page }) => {
    await page.goto("/dashboard");
    await page.getByLabel("Admin").click();
    await expect(page.getByText("Mon Compte")).toBeVisible();
    await expect(page.getByRole("link", { name: "Paramètres" })).toHaveAttribute(
      "href",
      "/dashboard/parametres",
    );
  });

  test("scrolls its long list inside itself: a short page is no longer than its content", async ({
    page,
  }) => {
    // At 1440 × 900 the eight open categories are taller than the screen. Their screen-reader
    // texts were placed against the sidebar, not its scroll area, and made every short page
    // 780 px longer, a blank space under the content.
    await page.goto("/dashboard/cctv-acs-management");
    const sizes = await page.evaluate(() => {
      const column = document.querySelector("main")!.parentElement!;
      return {
        page: document.documentElement.scrollHeight,
        content: Math.max(innerHeight, column.getBoundingClientRect().bottom + scrollY),
        sidebar: document.querySelector("[data-testid=dashboard-sidebar] nav")!.scrollHeight,
      };
    });
    expect(sizes.sidebar).toBeGreaterThan(900);
    expect(sizes.page).toBeLessThanOrEqual(sizes.content + 1);
  });
});
