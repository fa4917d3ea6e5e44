import { PROJECTS_PATH, projectSettingsPath } from "../../app/content/project-management";
import { projectPageTexts as t } from "../../app/content/project-pages";
import { findProjectTemplate } from "../../app/content/project-templates";
import { ownClient } from "./accounts";
import { expect } from "./fixtures";
import { expectNoAxeViolations } from "./helpers";
import { sharedPageTest as test } from "./shared-page";

// The projects' own pages as a new owner uses them: the first-use empty state, 'Nouveau projet'
// from a template, the project in the list with its tasks, and a column renamed in its settings;
// each page scanned by axe, the list and the settings at 360 px with nothing wider than the screen.

const template = findProjectTemplate("audit-securite")!;

test("an owner creates a project from a template and renames a column", async ({
  page,
  signUp,
  gotoHydrated,
}) => {
  await ownClient(page);
  await signUp("Mariama Condé");
  await gotoHydrated(PROJECTS_PATH);
  await expect(page.getByTestId("project-empty")).toContainText(t.list.empty.title);

  await page.getByRole("link", { name: t.list.newProject }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.form.newTitle);
  await expectNoAxeViolations(page);
  const form = page.getByTestId("new-project-form");
  await form.getByRole("radio", { name: new RegExp(`^${template.name}`) }).check();
  await form.getByLabel(t.form.name).fill("Audit de la clinique Ratoma");
  await form.getByRole("button", { name: t.form.create }).click();
  await page.waitForURL(/\/project-management\/[0-9a-f-]{36}/);
  const id = /project-management\/([0-9a-f-]{36})/.exec(page.url())![1]!;

  await gotoHydrated(PROJECTS_PATH);
  const row = page.getByTestId("project-table").locator("[data-project-row]");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("PRJ-001");
  await expect(row).toContainText("Audit de la clinique Ratoma");
  await expect(row).toContainText(`0/${template.tasks.length}`);
  await expectNoAxeViolations(page);

  await gotoHydrated(projectSettingsPath(id));
  const review = page.getByLabel(t.settings.columnName("En revue"));
  await review.fill("Validation client");
  await page
    .getByTestId("column-row")
    .filter({ has: review })
    .getByRole("button", { name: t.settings.rename })
    .click();
  await expect(page.getByTestId("form-success")).toHaveText(t.notices.columnRenamed);
  await expect(page.getByLabel(t.settings.columnName("Validation client"))).toHaveValue(
    "Validation client",
  );
  await expectNoAxeViolations(page);

  // A phone: the list's rows become cards, the settings' forms stack; nothing overflows.
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of [PROJECTS_PATH, projectSettingsPath(id)]) {
    await gotoHydrated(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  // The worker's page goes on to the next spec at its own size.
  await page.setViewportSize(viewport);
});
