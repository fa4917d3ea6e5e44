import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { footerColumns, footerLegalLinks } from "../../app/content/navigation";
import { projects } from "../../app/content/projects";

test.describe("footer", () => {
  test("has the Produit, Entreprise and Légal columns with the spec's targets", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    const expected: Record<string, string[]> = {
      Produit: ["/tarifs", "/dashboard", "/docs"],
      Entreprise: ["/a-propos", "/contact", "/carrieres"],
      Légal: ["/legal", "/privacy", "/terms"],
    };
    for (const [title, hrefs] of Object.entries(expected)) {
      await expect(footer.getByRole("navigation", { name: title, exact: true })).toBeVisible();
      expect(footerColumns.find((c) => c.title === title)?.links.map((l) => l.href)).toEqual(hrefs);
    }
  });

  test("has the legal row of the second footer variant", async ({ page }) => {
    await page.goto("/");
    const row = page.getByRole("navigation", { name: "Informations légales" });
    for (const label of [
      "Mentions légales",
      "Politique de confidentialité",
      "Conditions d'utilisation",
      "Blog",
      "Carrières",
      "FAQ",
    ]) {
      await expect(row.getByText(label, { exact: true })).toBeVisible();
    }
    expect(footerLegalLinks.map((l) => l.href)).toEqual([
      "/legal",
      "/privacy",
      "/terms",
      "/blog",
      "/careers",
      "/faq",
    ]);
  });

  test("lists the six showcased products, each leading to its card", async ({ page }) => {
    await page.goto("/");
    const column = page.getByRole("navigation", { name: "Nos réalisations" });
    const links = column.getByRole("link");
    await expect(links).toHaveCount(6);
    for (const [i, project] of projects.entries()) {
      await expect(links.nth(i)).toHaveText(project.name);
      await expect(links.nth(i)).toHaveAttribute("href", `/?projet=${project.id}#projets`);
    }
  });

  test("shows the current year and the three social links", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Exemple Digital`);
    const socials = footer.getByRole("list", { name: "Réseaux sociaux" });
    for (const name of ["Facebook", "LinkedIn", "X (Twitter)"]) {
      await expect(socials.getByRole("button", { name })).toBeVisible();
    }
  });

  test("a link to a page that does not exist yet shows the 4 s toast, not a dead link", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/"); // the button's toast needs the page hydrated
    const row = page.getByRole("navigation", { name: "Informations légales" });
    const blog = row.getByRole("button", { name: "Blog" });
    await blog.click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Cette fonctionnalité n'est pas encore implémentée");
    await expect(page).toHaveURL(/\/$/);
    await expect(toast).toBeHidden({ timeout: 6000 });
  });

  test("toasts stack newest first", async ({ page, gotoHydrated }) => {
    // The limit itself is covered by the toast store's unit test; timings make it flaky here.
    await gotoHydrated("/");
    await page.locator("footer").getByRole("button", { name: "Facebook" }).click();
    const newest = page.getByTestId("toast").filter({ hasText: "Thème modifié" });
    const older = page.getByTestId("toast").filter({ hasText: "pas encore implémentée" });
    // The theme's toast lasts 2 s, less than a loaded machine can take to measure both: the
    // pointer rests on the toasts (which pauses them) while the keyboard switches the theme, and
    // moves there once more when the new one is in, which pauses it too.
    await older.hover();
    await page.getByTestId("theme-toggle").focus();
    await page.keyboard.press("Enter");
    await expect(newest).toBeAttached();
    const box = await older.boundingBox();
    if (box) await page.mouse.move(box.x + box.width / 2 + 2, box.y + box.height / 2);
    await expect(newest).toBeVisible();
    await expect(older).toBeVisible();
    // Measured once they have slid into place: during the entry animation the newest one's box
    // can still sit below the older one.
    await expect
      .poll(async () => {
        const [top, below] = [await newest.boundingBox(), await older.boundingBox()];
        return Boolean(top && below && top.y < below.y);
      })
      .toBe(true);
  });

  test("toasts are announced in a labelled live region", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/");
    // The theme's toast lives 2 s: on a loaded machine it can come and go between two polls, so
    // the page records the announcement as it is added.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { announced: string[] }).announced = seen;
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('[role="status"]')) {
          if (status.textContent?.includes("Thème modifié")) seen.push(status.textContent);
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByTestId("theme-toggle").click();
    await expect(page.getByRole("region", { name: /Notifications/ })).toBeAttached();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { announced: string[] }).announced))
      .toContainEqual(expect.stringContaining("Thème modifié"));
  });
});
