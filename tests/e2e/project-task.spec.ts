import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { NEW_PROJECT_PATH } from "../../app/content/project-management";
import { taskImportTexts } from "../../app/content/project-management-import";
import {
  newTaskPath,
  projectImportPath,
  taskTexts as t,
  ticketTaskTexts,
} from "../../app/content/project-management-tasks";
import { ownClient } from "./accounts";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { expectNoAxeViolations } from "./helpers";

// One task's journey (issue 34): created from the form, a checklist item ticked, a comment
// mentioning a member, time logged, then a task created from a helpdesk ticket's 'Tâches liées'
// panel, its page linking the ticket back; axe on the task page, the new-task form, the import's
// preview and the ticket's panel. The rules and the 404s are the unit tests'
// (app/server/project-management/tasks/*.server.test.ts).

const headers = { Origin: baseURL };

async function projectOverHttp(page: Page) {
  const response = await page.request.post(`${baseURL}${NEW_PROJECT_PATH}`, {
    form: {
      name: "Réseau de l'agence de Kaloum",
      code: "",
      description: "",
      kind: "internal",
      clientName: "",
      ownerId: "",
      startOn: "",
      dueOn: "",
      status: "active",
      visibility: "workspace",
      budgetAmount: "",
      hourlyRate: "",
      currency: "GNF",
      templateId: "",
    },
    headers,
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return /project-management\/([0-9a-f-]{36})/.exec(response.headers().location!)![1]!;
}

async function ticketOverHttp(page: Page, subject: string) {
  const response = await page.request.post(`${baseURL}/dashboard/helpdesk/nouveau`, {
    form: {
      subject,
      description: `Description de ${subject}`,
      requesterEmail: "fatou@exemple.gn",
      requesterName: "Fatou Camara",
      type: "incident",
      categoryId: "",
      priority: "",
      assigneeId: "",
      source: "manual",
      cle: randomUUID(),
    },
    headers,
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return Number(response.headers().location!.split("/").at(-1)!.split("?")[0]);
}

test("a task: created, checked, commented with a mention, timed; one from a ticket", async ({
  page,
  signUp,
}) => {
  await ownClient(page);
  await signUp("Aïssatou Diallo");
  const projectId = await projectOverHttp(page);
  await page.goto(newTaskPath(projectId));
  await page.getByRole("textbox", { name: "Titre" }).fill("Tirer le câble du 2e étage");
  await page.getByLabel("Estimation (heures)").fill("1,5");
  await page.getByRole("button", { name: t.create }).click();
  await expect(page.getByRole("heading", { name: "Tirer le câble du 2e étage" })).toBeVisible();
  await expect(page.getByText(t.created)).toBeVisible();

  await page.getByPlaceholder(t.checkLabel).fill("Commander les rouleaux");
  await page.getByRole("button", { name: t.checkAdd, exact: true }).click();
  await page.getByRole("button", { name: t.checkMark("Commander les rouleaux") }).click();
  await expect(page.getByTestId("progression")).toHaveText(t.checkProgress(1, 1));

  await page.getByLabel(t.commentLabel).fill("C'est fait, @Aïssatou Diallo **merci**");
  await page.getByRole("button", { name: t.commentSend }).click();
  await expect(page.locator("#commentaires strong", { hasText: "merci" })).toBeVisible();

  await page.getByLabel("Durée").fill("1h30");
  await page.getByRole("button", { name: t.timeAdd }).click();
  await expect(page.getByTestId("temps-total")).toHaveText(
    t.timeTotal("1\u00a0h\u00a030", "1\u00a0h\u00a030"),
  );

  await expectNoAxeViolations(page);
  await page.goto(newTaskPath(projectId));
  await expectNoAxeViolations(page);
  await page.goto(projectImportPath(projectId));
  await page.setInputFiles(
    'input[name="fichier"]',
    "app/server/project-management/tasks/test-fixtures/google-sheets.csv",
  );
  await page.getByRole("button", { name: taskImportTexts.send }).click();
  await expect(page.getByTestId("import-resume")).toHaveText(taskImportTexts.summary(2, 2, 0));
  await expectNoAxeViolations(page);
  const number = await ticketOverHttp(page, "Imprimante en panne");
  await page.goto(`/dashboard/helpdesk/${number}`);
  const panel = page.getByRole("region", { name: ticketTaskTexts.title });
  await expect(panel.getByLabel(ticketTaskTexts.input)).toHaveValue(
    ticketTaskTexts.taskTitle("Imprimante en panne", number),
  );
  await expectNoAxeViolations(page);
  await panel.getByRole("button", { name: ticketTaskTexts.submit }).click();
  await expect(page.getByRole("link", { name: t.ticketOpen(number) })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});
