import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { navItems } from "../../app/content/navigation";
import { isAvailableHref } from "../../app/content/pages";
import { VIEWPORTS, watchConsole } from "./helpers";

const services = navItems.find((i) => i.id === "services");
const entreprise = navItems.find((i) => i.id === "entreprise");

test.describe("desktop navigation menu", () => {
  test("a dropdown group opens on hover with title, description and link per entry", async ({
    page,
    gotoHydrated,
  }) => {
    const console = watchConsole(page);
    await gotoHydrated("/"); // the first hover is only heard once React has hydrated
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    // The first hover loads the menu; the pointer then moves over the real trigger.
    await nav.getByText("Entreprise", { exact: true }).hover();
    const trigger = nav.getByRole("button", { name: "Entreprise" });
    await expect(trigger).toBeAttached();
    await trigger.hover({ position: { x: 8, y: 8 } });
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    for (const child of entreprise!.children!) {
      // Scoped to the menu: the footer links to the same pages now that they exist.
      const entry = nav.getByRole("link", { name: new RegExp(child.title) });
      await expect(entry).toBeVisible();
      await expect(entry).toHaveAttribute("href", child.href);
      await expect(entry).toContainText(child.description);
    }
    await page.mouse.move(5, 600);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    console.expectNone();
  });

  test("an entry whose page does not exist yet explains it in a toast", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await nav.getByText("Services", { exact: true }).hover();
    const trigger = nav.getByRole("button", { name: "Services" });
    await trigger.hover({ position: { x: 8, y: 8 } });
    const first = services!.children![0]!;
    const entry = nav.getByRole(isAvailableHref(first.href) ? "link" : "button", {
      name: new RegExp(first.title),
    });
    await expect(entry).toContainText(first.description);
    if (!isAvailableHref(first.href)) {
      await entry.click();
      await expect(page.getByTestId("toast")).toContainText("pas encore implémentée");
    }
  });

  test("works with the keyboard alone", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/"); // the menu's trigger buttons exist once hydrated
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await nav.getByText("Accueil", { exact: true }).focus();
    const trigger = nav.getByRole("button", { name: "Services" });
    await expect(trigger).toBeAttached();
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  });

  test("without JavaScript the groups are plain links to their sections", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/#services");
    await expect(nav.getByRole("link", { name: "Entreprise" })).toHaveAttribute(
      "href",
      "/#a-propos",
    );
    await context.close();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test("opens a sheet with accordions, locks page scrolling, closes with Escape", async ({
    page,
  }) => {
    const console = watchConsole(page);
    await page.goto("/");
    await page.evaluate(() => {
      const filler = document.createElement("div");
      filler.style.height = "3000px";
      document.body.append(filler);
    });
    const trigger = page.getByTestId("mobile-menu-trigger");
    await trigger.click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toBeVisible();
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");

    const group = sheet.getByRole("button", { name: "Services" });
    await expect(group).toHaveAttribute("aria-expanded", "false");
    await group.click();
    await expect(group).toHaveAttribute("aria-expanded", "true");
    await expect(sheet.getByText(services!.children![0]!.title)).toBeVisible();
    await sheet.getByRole("button", { name: "Entreprise" }).click();
    await expect(group).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
    await expect(trigger).toBeFocused();
    console.expectNone();
  });

  test("keeps focus inside the open sheet", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("mobile-menu-trigger").click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toBeVisible();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });

  test("a link in the sheet navigates and closes it", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/"); // closing the sheet on navigation needs the page hydrated
    await page.getByTestId("mobile-menu-trigger").click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await sheet.getByRole("button", { name: "Entreprise" }).click();
    // The group opens with a 200 ms height animation: a click aimed while it runs can land on
    // the list between two links on a loaded machine (1 run in 25), so let it end first.
    const contact = sheet.getByRole("link", { name: /Contact/ });
    await contact.evaluate((link) =>
      Promise.all(
        link
          .closest("[role=region]")!
          .getAnimations()
          .map((a) => a.finished),
      ),
    );
    await contact.click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/#contact$/);
  });
});
