import { baseURL } from "../../playwright.config";
import { portalTexts } from "../../app/content/helpdesk-portal";
import {
  absenceTexts as a,
  ABSENCES_PATH,
  channelLabels,
  ruleTexts as r,
  RULES_PATH,
  teamFormTexts as f,
  teamTexts as t,
  TEAMS_PATH,
  workloadTexts as w,
  WORKLOAD_PATH,
} from "../../app/content/team-management";
import { ownClient } from "./accounts";
import { expectNoAxeViolations } from "./helpers";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";

// 'Gestion des équipes', one journey of a workspace owner: the empty list says what to do; a
// team with its lead, its member and hours every day (the journey runs at any hour); an absence
// next month; the portal's form routed to the team; a request sent from the portal is assigned
// by the rule (the ticket's thread says so); the workload page counts it.

test("a team routes a portal request to its member, and the workload counts it", async ({
  page,
  signUp,
  gotoHydrated,
}) => {
  test.setTimeout(60_000);
  await ownClient(page);
  await signUp("Aïssatou Diallo");
  await gotoHydrated(`${baseURL}${TEAMS_PATH}`);
  await expect(page.getByTestId("equipes-vide")).toContainText(t.emptyTitle);
  await page.getByRole("link", { name: t.newTeam }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(f.newTitle);
  await page.getByLabel(f.name).fill("Support N1");
  await page.getByLabel(f.leadField).selectOption({ label: "Aïssatou Diallo" });
  await page.getByRole("checkbox", { name: "Aïssatou Diallo" }).check();
  await page.getByRole("radio", { name: "À tour de rôle" }).check();
  await page.getByRole("checkbox", { name: f.ownHours }).check();
  for (const day of ["Samedi", "Dimanche"]) await page.getByRole("checkbox", { name: day }).check();
  await page.getByLabel(f.start).fill("00:00");
  await page.getByLabel(f.end).fill("23:59");
  await page.getByRole("button", { name: f.submit }).click();
  await expect(page.getByText(t.created)).toBeVisible();
  await expectNoAxeViolations(page, "main");

  await gotoHydrated(`${baseURL}${ABSENCES_PATH}`);
  const next = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel(a.start, { exact: true }).fill(next);
  await page.getByLabel(a.end, { exact: true }).fill(next);
  await page.getByLabel(a.note).fill("Congés");
  await page.getByRole("button", { name: a.add }).click();
  await expect(page.getByText(a.added)).toBeVisible();
  await expect(page.getByTestId("absences")).toContainText("Congés");

  await gotoHydrated(`${baseURL}${RULES_PATH}`);
  await page.getByLabel(channelLabels.portal).selectOption({ label: "Support N1" });
  await page.getByRole("button", { name: r.submit }).click();
  await expect(page.getByText(r.saved)).toBeVisible();

  const exported = await page.request.get(`${baseURL}/dashboard/parametres/espace/export`);
  const { slug } = ((await exported.json()) as { workspace: { slug: string } }).workspace;
  await gotoHydrated(`${baseURL}/portail/${slug}`);
  await page.getByLabel(portalTexts.labels.name).fill("Fatou Camara");
  await page.getByLabel(portalTexts.labels.email).fill("fatou.camara@exemple.gn");
  await page.getByLabel(portalTexts.labels.subject).fill("Imprimante en panne");
  await page.getByLabel(portalTexts.labels.description).fill("Elle ne répond plus.");
  await page.getByRole("button", { name: portalTexts.submit }).click();
  const number = Number(
    (await page.getByTestId("portal-number").textContent())!.replace(/^TCK-0*/, ""),
  );

  await gotoHydrated(`${baseURL}/dashboard/helpdesk/${number}`);
  await expect(page.getByText("Support N1 · À tour de rôle").first()).toBeVisible();

  await gotoHydrated(`${baseURL}${WORKLOAD_PATH}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.title);
  const row = page.getByTestId("charge-membres").getByRole("row", { name: /Aïssatou Diallo/ });
  await expect(row).toContainText(w.leadBadge);
  await expect(row.getByRole("cell").nth(1)).toContainText("1");
  await expectNoAxeViolations(page, "main");
});
