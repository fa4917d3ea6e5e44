import type { Page } from "@playwright/test";
import { auditActionLabels } from "../../app/content/audit";
import {
  HELPDESK_SETTINGS_PATH,
  helpdeskSettingsTexts as t,
} from "../../app/content/helpdesk-settings";
import { JOURNAL_PATH } from "../../app/content/journal";
import { ownClient } from "./accounts";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";

// The helpdesk settings as an owner would set them up: categories on two levels, an SLA target,
// a holiday, a canned reply, the inbound e-mail secret shown once; the same forms without
// JavaScript; axe in both themes on a phone and a desktop.

test.beforeEach(async ({ page }) => {
  await ownClient(page);
});

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

async function openSettings(page: Page, gotoHydrated: (path: string) => Promise<unknown>) {
  await gotoHydrated(HELPDESK_SETTINGS_PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
}

async function addCategory(page: Page, name: string, parent?: string, priority?: string) {
  const form = page.getByRole("form", { name: t.categories.addHeading });
  await form.getByLabel(t.categories.name).fill(name);
  if (parent) await form.getByLabel(t.categories.parent).selectOption({ label: parent });
  if (priority) await form.getByLabel(t.categories.priority).selectOption({ label: priority });
  await form.getByRole("button", { name: t.categories.submit }).click();
}

test("an owner sets up categories, a target, a holiday, a canned reply and the inbound secret", async ({
  page,
  signUp,
  gotoHydrated,
}) => {
  await signUp("Hadja Kourouma");
  await openSettings(page, gotoHydrated);
  const categories = region(page, t.categories.heading);

  await addCategory(page, "Informatique", undefined, "Haute");
  await expect(categories.getByTestId("form-success")).toHaveText(
    t.notices.categoryCreated("Informatique"),
  );
  await addCategory(page, "Imprimantes", "Informatique");
  const children = page.getByRole("list", { name: t.categories.childrenLabel("Informatique") });
  await expect(children.getByTestId("category-row")).toContainText("Imprimantes");
  await expect(categories.getByTestId("category-row").first()).toContainText(
    "Priorité\u00a0: Haute",
  );
  // The form is empty again after a success; a duplicate is refused next to the name.
  const add = page.getByRole("form", { name: t.categories.addHeading });
  await expect(add.getByLabel(t.categories.name)).toHaveValue("");
  await addCategory(page, "informatique");
  await expect(add.getByText(t.errors.duplicateCategory("Informatique", null))).toBeVisible();
  await expect(add.getByLabel(t.categories.name)).toHaveAttribute("aria-invalid", "true");
  await expect(add.getByLabel(t.categories.name)).toHaveValue("informatique");

  // SLA: the urgent first response to half an hour, shown back as minutes.
  const sla = region(page, t.sla.heading);
  const urgentFirst = sla.getByRole("group", { name: "Urgente" }).getByLabel(t.sla.firstResponse);
  await urgentFirst.fill("0,5");
  await sla.getByRole("button", { name: t.sla.submit }).click();
  await expect(sla.getByTestId("form-success")).toHaveText(t.notices.slaSaved(0));
  await expect(urgentFirst).toHaveValue("30\u00a0min");

  // A holiday with its label.
  const holidays = region(page, t.holidays.heading);
  await holidays.getByLabel(t.holidays.date).fill("2026-12-25");
  await holidays.getByLabel(t.holidays.label).fill("Noël");
  await holidays.getByRole("button", { name: t.holidays.submit }).click();
  await expect(holidays.getByTestId("holiday-row")).toContainText("vendredi 25 décembre 2026");
  await expect(holidays.getByTestId("holiday-row")).toContainText("Noël");

  // A canned reply.
  const canned = region(page, t.canned.heading);
  const addReply = page.getByRole("form", { name: t.canned.addHeading });
  await addReply.getByLabel(t.canned.title).fill("Accusé de réception");
  await addReply.getByLabel(t.canned.body).fill("Bonjour,\nNous avons bien reçu votre demande.");
  await addReply.getByRole("button", { name: t.canned.submit }).click();
  await expect(canned.getByTestId("canned-row")).toContainText("Accusé de réception");
  // A 120-character name and a 5,000-character unbroken text wrap: nothing wider than a phone.
  const longTitle = `Procédure${"x".repeat(111)}`;
  await addReply.getByLabel(t.canned.title).fill(longTitle);
  await addReply.getByLabel(t.canned.body).fill("y".repeat(5000));
  await addReply.getByRole("button", { name: t.canned.submit }).click();
  await expect(canned.getByTestId("canned-row").nth(1)).toContainText(longTitle);
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize(desktop);

  // The inbound address: copied whole, without the method before it.
  const inbound = region(page, t.inbound.heading);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const endpoint = inbound.locator("code#entrant-adresse");
  await inbound
    .getByRole("button", { name: t.inbound.secret.copy, description: await endpoint.innerText() })
    .click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/helpdesk\/inbound\/[\w-]+$/);
  await expect(endpoint).toHaveText(`POST ${copied}`);

  // The inbound secret: shown once, then only "a secret is set".
  await expect(inbound.getByTestId("inbound-state")).toHaveText(t.inbound.disabled);
  await inbound.getByRole("button", { name: t.inbound.actions.create }).click();
  const secret = inbound.getByLabel(t.inbound.secret.label);
  await expect(secret).toHaveValue(/^[\w-]{43}$/);
  await expect(inbound.getByTestId("inbound-state")).toHaveText(t.inbound.enabled);
  await expect(
    secret.locator("..").getByRole("button", { name: t.inbound.secret.copy }),
  ).toBeVisible();
  await page.reload();
  await expect(region(page, t.inbound.heading).getByLabel(t.inbound.secret.label)).toHaveCount(0);
  await expect(region(page, t.inbound.heading).getByTestId("inbound-state")).toHaveText(
    t.inbound.enabled,
  );

  // Every change is in the journal.
  await page.goto(JOURNAL_PATH);
  for (const action of [
    "helpdesk.category_created",
    "helpdesk.settings_changed",
    "helpdesk.canned_created",
    "helpdesk.inbound_secret_generated",
  ] as const) {
    await expect(
      page.getByRole("table").getByText(auditActionLabels[action]).first(),
    ).toBeVisible();
  }
});

test("the forms work without JavaScript", async ({ browser, signUp, page }) => {
  await signUp("Alpha Camara");
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const bare = await context.newPage();
  await ownClient(bare);
  await bare.goto(HELPDESK_SETTINGS_PATH);
  const form = bare.getByRole("form", { name: t.categories.addHeading });
  await form.getByLabel(t.categories.name).fill("Réseau");
  await form.getByRole("button", { name: t.categories.submit }).click();
  await expect(bare.getByTestId("form-success")).toHaveText(t.notices.categoryCreated("Réseau"));
  const again = bare.getByRole("form", { name: t.categories.addHeading });
  await again.getByLabel(t.categories.name).fill("RÉSEAU");
  await again.getByRole("button", { name: t.categories.submit }).click();
  await expect(again.getByText(t.errors.duplicateCategory("Réseau", null))).toBeVisible();
  await expect(again.getByLabel(t.categories.name)).toHaveValue("RÉSEAU");

  const auto = region(bare, t.autoClose.heading);
  await auto.getByLabel(t.autoClose.days).fill("10");
  await auto.getByRole("button", { name: t.autoClose.submit }).click();
  await expect(region(bare, t.autoClose.heading).getByTestId("form-success")).toHaveText(
    t.notices.autoCloseSaved(10),
  );
  await region(bare, t.inbound.heading)
    .getByRole("button", { name: t.inbound.actions.create })
    .click();
  await expect(region(bare, t.inbound.heading).getByLabel(t.inbound.secret.label)).toHaveValue(
    /^[\w-]{43}$/,
  );
  await context.close();
});

test("anonymous visitors are sent to sign in", async ({ page }) => {
  await page.goto(HELPDESK_SETTINGS_PATH);
  await expect(page).toHaveURL(/\/connexion/);
});
