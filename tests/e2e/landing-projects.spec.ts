import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { projectsWithDetails } from "../../app/content/project-details";
import { watchConsole } from "./helpers";

const dialog = (page: Page) => page.getByRole("dialog");

async function expectFocusInside(page: Page) {
  expect(
    await page.evaluate(() => !!document.activeElement?.closest('[data-testid="project-dialog"]')),
  ).toBe(true);
}

test.describe("projects and their dialog", () => {
  test("six cards with an h3 title, description, four features and a button", async ({ page }) => {
    await page.goto("/");
    const cards = page.locator("#projets").getByTestId("project-card");
    await expect(cards).toHaveCount(6);
    for (const [i, p] of projectsWithDetails.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(p.name);
      await expect(card).toContainText(p.description);
      await expect(card.locator("ul > li")).toHaveText(p.features);
      await expect(card.getByRole("img", { name: p.imageCaption })).toBeVisible();
      await expect(card.getByRole("link", { name: `En savoir plus sur ${p.name}` })).toBeVisible();
    }
  });

  test("opens from the card's button: focus trapped, Escape closes, focus returns", async ({
    page,
    gotoHydrated,
  }) => {
    const console = watchConsole(page);
    await gotoHydrated("/");
    const project = projectsWithDetails[0]!;
    const trigger = page.getByRole("link", { name: `En savoir plus sur ${project.name}` });
    await trigger.click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAccessibleName(project.name);
    await expect(dialog(page)).toContainText(project.longDescription);
    for (const tech of project.techStack) await expect(dialog(page)).toContainText(tech);
    for (const feature of project.features) await expect(dialog(page)).toContainText(feature);
    await expect(dialog(page)).toContainText(project.imageCaption);
    await expectFocusInside(page);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      await expectFocusInside(page);
    }
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(trigger).toBeFocused();
    // Closing resets the selection: another product opens with its own content.
    const other = projectsWithDetails[3]!;
    await page.getByRole("link", { name: `En savoir plus sur ${other.name}` }).click();
    await expect(dialog(page)).toHaveAccessibleName(other.name);
    await dialog(page).getByRole("button", { name: "Fermer la fenêtre" }).click();
    await expect(dialog(page)).toBeHidden();
    console.expectNone();
  });

  test("opens by name from the footer without a reload, and by the exported event", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const project = projectsWithDetails[3]!;
    const footerLink = page
      .getByRole("navigation", { name: "Nos réalisations" })
      .getByRole("link", { name: project.name });
    await expect(footerLink).toHaveAttribute("href", `/?projet=${project.id}#projets`);
    await footerLink.click();
    await expect(dialog(page)).toHaveAccessibleName(project.name);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(new URL(page.url()).search).toBe("");
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(footerLink).toBeFocused();

    const other = projectsWithDetails[5]!;
    await page.evaluate(
      (name) => window.dispatchEvent(new CustomEvent("projet:ouvrir", { detail: name })),
      other.name,
    );
    await expect(dialog(page)).toHaveAccessibleName(other.name);
  });

  test("opens from the URL and closing removes ?projet", async ({ page }) => {
    const project = projectsWithDetails[4]!;
    await page.goto(`/?projet=${project.id}#projets`);
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAccessibleName(project.name);
    await expectFocusInside(page);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect.poll(() => new URL(page.url()).search).toBe("");
    await expect(
      page.getByRole("link", { name: `En savoir plus sur ${project.name}` }),
    ).toBeFocused();
  });

  test("the card's link leads to the product's URL", async ({ page }) => {
    await page.goto("/");
    for (const p of projectsWithDetails) {
      await expect(
        page.getByRole("link", { name: `En savoir plus sur ${p.name}` }),
      ).toHaveAttribute("href", `/?projet=${p.id}#projets`);
    }
  });

  test("an unknown ?projet opens nothing", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/?projet=inconnu#projets");
    await expect(dialog(page)).toHaveCount(0);
  });
});

test.describe("projects without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the card's link shows the product's details, which close back to the cards", async ({
    page,
  }) => {
    const project = projectsWithDetails[2]!;
    await page.goto("/");
    await expect(page.getByTestId("project-noscript-panel")).toHaveCount(0);
    await page.getByRole("link", { name: `En savoir plus sur ${project.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/\\?projet=${project.id}#projets$`));
    const panel = page.getByTestId("project-noscript-panel");
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText(project.name);
    await expect(panel).toContainText(project.longDescription);
    for (const tech of project.techStack) await expect(panel).toContainText(tech);
    await panel.getByRole("link", { name: "Fermer" }).click();
    await expect(page).toHaveURL(/\/#projets$/);
    await expect(page.getByTestId("project-noscript-panel")).toHaveCount(0);
  });
});
