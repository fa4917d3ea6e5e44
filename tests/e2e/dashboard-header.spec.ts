import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { dashboardModules } from "../../app/content/dashboard-modules";
import { VIEWPORTS, watchConsole } from "./helpers";

const networkIds = dashboardModules
  .filter((s) => s.categoryName === "Réseau & Cybersécurité")
  .map((s) => `/dashboard/${s.id}`);

test.describe("dashboard search", () => {
  test("filters as the user types, without accents, arrows and Enter open a service", async ({
    page,
    gotoHydrated,
  }) => {
    const console = watchConsole(page);
    await gotoHydrated("/dashboard");
    const box = page.getByRole("combobox", { name: "Rechercher un service" });
    await expect(box).toHaveAttribute("placeholder", "Rechercher des services...");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.fill("reseau");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    const listbox = page.getByRole("listbox", { name: "Rechercher un service" });
    const options = listbox.getByRole("option");
    await expect(options).toHaveCount(networkIds.length);
    const hrefs = await options.evaluateAll((els) => els.map((e) => e.getAttribute("data-href")));
    expect([...hrefs].sort()).toEqual([...networkIds].sort());
    await expect(options.first()).toContainText("Administration réseau");

    await box.press("ArrowDown");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await box.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
    const second = await options.nth(1).getAttribute("id");
    await expect(box).toHaveAttribute("aria-activedescendant", second ?? "");
    await box.press("ArrowUp");
    await box.press("ArrowDown");
    const target = await options.nth(1).getAttribute("data-href");
    const title = (await options.nth(1).locator("span").first().textContent()) ?? "";
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    console.expectNone();
  });

  test("matches keywords and case, and says when nothing matches", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/dashboard");
    const box = page.getByRole("combobox", { name: "Rechercher un service" });
    await box.fill("VLAN");
    await expect(page.getByRole("option")).toHaveText([/Segmentation réseau/]);
    await box.fill("zzzz");
    await expect(page.getByRole("option")).toHaveCount(0);
    await expect(page.getByText("Aucun service ne correspond à «\u202Fzzzz\u202F».")).toBeVisible();
  });

  test("Escape closes the results; a click opens a service", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/dashboard/helpdesk");
    const box = page.getByRole("combobox", { name: "Rechercher un service" });
    await box.fill("audit");
    await expect(page.getByRole("listbox")).toBeVisible();
    await box.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toHaveValue("audit");
    await box.press("Escape");
    await expect(box).toHaveValue("");
    await box.fill("audit de securite");
    await page.getByRole("option", { name: /Audit de sécurité/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/security-audit$/);
  });

  test("Ctrl+K and ⌘+K focus the search, announced and shown", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/dashboard");
    const box = page.getByRole("combobox", { name: "Rechercher un service" });
    await expect(box).toHaveAttribute("aria-keyshortcuts", "Control+K Meta+K");
    await expect(page.getByTestId("dashboard-header").locator("kbd")).toHaveText(/K$/);
    await page.getByRole("heading", { level: 1 }).click();
    await expect(box).not.toBeFocused();
    await page.keyboard.press("Control+k");
    await expect(box).toBeFocused();
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("Meta+k");
    await expect(box).toBeFocused();
  });
});

test.describe("dashboard user menu", () => {
  test("'Mon Compte' with Paramètres, Support and Déconnexion", async ({ page, gotoHydrated }) => {
    const console = watchConsole(page);
    await gotoHydrated("/dashboard");
    const trigger = page.getByRole("button", { name: "Admin" });
    await trigger.click();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByText("Mon Compte")).toBeVisible();
    const items = menu.getByRole("menuitem");
    await expect(items).toHaveText(["Paramètres", "Support", "Déconnexion"]);
    const hrefs = await items.evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    // Déconnexion is a button posting /deconnexion (a GET must not sign anyone out).
    expect(hrefs).toEqual(["/dashboard/parametres", "/contact", null]);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    // In the public demo, Paramètres asks to sign in first.
    await trigger.click();
    await page.getByRole("menuitem", { name: "Paramètres" }).click();
    await expect(page).toHaveURL(/\/connexion\?redirectTo=%2Fdashboard%2Fparametres$/);
    await gotoHydrated("/dashboard");
    await page.getByRole("button", { name: "Admin" }).click();
    await page.getByRole("menuitem", { name: "Support" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await gotoHydrated("/dashboard");
    await page.getByRole("button", { name: "Admin" }).click();
    await page.getByRole("menuitem", { name: "Déconnexion" }).click();
    await expect(page).toHaveURL(/\/$/);
    console.expectNone();
  });
});

test.describe("dashboard mobile menu", () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test("'Menu' opens a focus-trapping sheet with the same navigation; Escape closes", async ({
    page,
    gotoHydrated,
  }) => {
    const console = watchConsole(page);
    await gotoHydrated("/dashboard");
    const trigger = page.getByRole("button", { name: "Menu" });
    await trigger.click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toBeVisible();
    const nav = sheet.getByRole("navigation", { name: "Navigation du tableau de bord" });
    await expect(nav.locator("[data-testid=sidebar-category]")).toHaveCount(8);
    await expect(nav.getByRole("link")).toHaveCount(dashboardModules.length + 1);
    await expect(sheet.getByTestId("theme-toggle")).toBeVisible();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await sheet.getByRole("link", { name: "Bureau à distance" }).click();
    await expect(page).toHaveURL(/\/dashboard\/remote-desktop$/);
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bureau à distance");
    console.expectNone();
  });
});
