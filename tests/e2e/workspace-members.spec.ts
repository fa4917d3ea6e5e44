import type { Browser, Page } from "@playwright/test";
import { membersTexts, invitationTexts } from "../../app/content/members";
import { workspaceErrors } from "../../app/content/workspaces";
import { baseURL } from "../../playwright.config";
import { fillSignUp, ownClient, PASSWORD, uniqueEmail } from "./accounts";
import { expect } from "./fixtures";
import { lastLoggedLink } from "./server-log";
import { sharedPageTest as test } from "./shared-page";

// The members page and invitations, on the suite's shared server without SMTP: the invitation and
// confirmation links are read from its log, as a developer would. An expired invitation (its row,
// its page, 'Renvoyer'): app/features/members/invitations.test.tsx and the server's tests it names.

const m = membersTexts;
const inv = invitationTexts;

/**
 * A signed-up owner, confirmed by the link as every sign-up (only confirmed addresses may invite),
 * signed up over HTTP: the sign-up form is auth-sign-up's subject, not this file's.
 */
async function confirmedOwner(
  page: Page,
  name: string,
  signUp: (n: string, o: object) => Promise<string>,
) {
  await ownClient(page);
  return signUp(name, { email: uniqueEmail("proprietaire") });
}

async function membersPage(page: Page) {
  await page.goto(`${baseURL}/dashboard/user-management`);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.title);
}

async function invite(page: Page, email: string, role: string) {
  await page.getByLabel(m.invite.email).fill(email);
  await page.getByLabel(m.invite.role, { exact: true }).selectOption({ label: role });
  await page.getByRole("button", { name: m.invite.submit }).click();
  await expect(
    page.getByTestId("form-success").filter({ hasText: m.notices.invited(email) }),
  ).toBeVisible();
  return lastLoggedLink("Invitation link", email);
}

async function newVisitor(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await ownClient(page);
  return { context, page };
}

const memberRow = (page: Page, name: string) =>
  page.getByTestId("member-row").filter({ hasText: name });

test("invite, sign up from the link, join; then a role change and a removal", async ({
  page,
  browser,
  signUp,
}) => {
  await confirmedOwner(page, "Aïssatou Diallo", signUp);
  await membersPage(page);
  const invitee = uniqueEmail("technicien");
  const link = await invite(page, invitee, "Technicien");
  expect(link).toMatch(new RegExp(`^${baseURL}/invitation/[\\w-]+$`));
  const pending = page.getByTestId("invitation-row").filter({ hasText: invitee });
  await expect(pending).toContainText("Technicien");

  // The invited person opens the link, creates an account from it, joins.
  const { context, page: guest } = await newVisitor(browser);
  await guest.goto(link);
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText(
    inv.heading("Espace d'Aïssatou"),
  );
  await expect(guest.getByText(inv.lead("Aïssatou Diallo", "Technicien"))).toBeVisible();
  await expect(guest.locator("html[data-hydrated]")).toBeAttached();
  await guest.getByRole("link", { name: inv.signUp }).click();
  await expect(guest.getByLabel("E-mail")).toHaveValue(invitee);
  await expect(guest.getByTestId("sign-up-invitation")).toContainText("Espace d'Aïssatou");
  await expect(guest.locator("html[data-hydrated]")).toBeAttached();
  await fillSignUp(guest, "Mamadou Alpha Barry", invitee);
  await guest.getByRole("button", { name: inv.signUpSubmit }).click();
  // The invitation proves nothing (the inviter knows its link): the address is confirmed with
  // its own link like any sign-up's, which signs in and leads back to the invitation.
  await expect(guest.getByTestId("check-inbox-email")).toHaveText(invitee);
  await guest.goto(await lastLoggedLink("E-mail confirmation link", invitee));
  await expect(guest).toHaveURL(link);
  await expect(guest.locator("html[data-hydrated]")).toBeAttached();
  await guest.getByRole("button", { name: inv.join("Espace d'Aïssatou") }).click();
  await expect(guest).toHaveURL(/\/dashboard$/);
  await expect(guest.getByTestId("verify-email-banner")).toHaveCount(0);
  await membersPage(guest);
  await expect(guest.getByText(m.lead("Espace d'Aïssatou", 2))).toBeVisible();
  await expect(memberRow(guest, "Mamadou Alpha Barry")).toContainText("Technicien");
  // A technician sees no invitation form and no invitations.
  await expect(guest.getByRole("button", { name: m.invite.submit })).toHaveCount(0);
  await expect(guest.getByTestId("invitations-table")).toHaveCount(0);

  // The owner sees the new member; the invitation is no longer pending.
  await membersPage(page);
  await expect(page.getByTestId("invitation-row").filter({ hasText: invitee })).toHaveCount(0);
  await membersPage(page);
  const row = memberRow(page, "Mamadou Alpha Barry");
  await row.getByLabel("Rôle de Mamadou Alpha Barry").selectOption({ label: "Administrateur" });
  await row.getByRole("button", { name: m.changeRole.submit }).click();
  await expect(page.getByTestId("form-success")).toHaveText(
    m.notices.roleChanged("Mamadou Alpha Barry", "Administrateur"),
  );
  await membersPage(guest);
  await expect(memberRow(guest, "Mamadou Alpha Barry")).toContainText("Administrateur");

  // The owner cannot step down as last owner: their role is not offered.
  await expect(memberRow(page, "Aïssatou Diallo").getByRole("combobox")).toHaveCount(0);

  await row.locator("summary", { hasText: m.remove.open }).click();
  await row.getByRole("button", { name: m.remove.submit }).click();
  await expect(page.getByTestId("form-success")).toHaveText(
    m.notices.removed("Mamadou Alpha Barry"),
  );
  await expect(memberRow(page, "Mamadou Alpha Barry")).toHaveCount(0);
  await membersPage(guest);
  await expect(guest.getByText(m.noWorkspace)).toBeVisible();
  await context.close();
});

test("a member leaves; the last owner cannot", async ({ page, browser, signUp }) => {
  await confirmedOwner(page, "Fatoumata Camara", signUp);
  await membersPage(page);
  await expect(page.getByText(workspaceErrors.lastOwner)).toBeVisible();
  await expect(page.locator("summary", { hasText: m.leave.open })).toHaveCount(0);
  // The way out is there, closed, the reason read as its description.
  const leave = page.getByRole("button", { name: m.leave.open });
  await expect(leave).toBeDisabled();
  await expect(leave).toHaveAccessibleDescription(workspaceErrors.lastOwner);

  // Someone with an account of their own is invited, signs in from the link and joins.
  const { context, page: guest } = await newVisitor(browser);
  const email = await (async () => {
    const address = uniqueEmail("membre");
    await guest.goto(`${baseURL}/inscription`);
    await expect(guest.locator("html[data-hydrated]")).toBeAttached();
    await fillSignUp(guest, "Ibrahima Sow", address);
    await guest.getByRole("button", { name: "Démarrer l'essai gratuit" }).click();
    await expect(guest.getByTestId("check-inbox-email")).toHaveText(address);
    await guest.goto(await lastLoggedLink("E-mail confirmation link", address));
    await expect(guest).toHaveURL(/\/dashboard$/);
    await guest.context().clearCookies();
    return address;
  })();
  const link = await invite(page, email, "Membre");
  await guest.goto(link);
  await guest.getByRole("link", { name: inv.signIn }).click();
  await expect(guest.getByLabel("E-mail")).toHaveValue(email);
  await expect(guest.locator("html[data-hydrated]")).toBeAttached();
  await guest.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await guest.getByRole("button", { name: "Se connecter" }).click();
  await expect(guest).toHaveURL(link);
  await guest.getByRole("button", { name: inv.join("Espace de Fatoumata") }).click();
  await expect(guest).toHaveURL(/\/dashboard$/);
  await membersPage(guest);
  await expect(guest.getByText(m.lead("Espace de Fatoumata", 2))).toBeVisible();

  await guest.locator("summary", { hasText: m.leave.open }).click();
  await guest.getByRole("button", { name: m.leave.submit }).click();
  await expect(guest).toHaveURL(/\/dashboard$/);
  // Back in their own workspace.
  await membersPage(guest);
  await expect(guest.getByText(m.lead("Espace d'Ibrahima", 1))).toBeVisible();
  await membersPage(page);
  await expect(memberRow(page, "Ibrahima Sow")).toHaveCount(0);
  await context.close();
});

test("a used link, another account's link and an unknown link each say so", async ({
  page,
  browser,
  signUp,
}) => {
  await confirmedOwner(page, "Kadiatou Bah", signUp);
  await membersPage(page);
  const invitee = uniqueEmail("invite");
  const link = await invite(page, invitee, "Membre");

  // The owner opens it: another account learns nothing of it (the page of an unknown id), and
  // gets a way to sign out and come back.
  const other = await page.goto(link);
  expect(other?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(inv.unknownHeading);
  await expect(page.getByText(inv.unknownSignedIn)).toBeVisible();
  const html = await page.content();
  for (const secret of [invitee, "Espace de Kadiatou"]) {
    expect(html).not.toContain(secret);
  }

  // The invited person joins; the link then works no more.
  const { context, page: guest } = await newVisitor(browser);
  await guest.goto(link);
  await guest.getByRole("link", { name: inv.signUp }).click();
  await expect(guest.locator("html[data-hydrated]")).toBeAttached();
  await fillSignUp(guest, "Sékou Touré", invitee);
  await guest.getByRole("button", { name: inv.signUpSubmit }).click();
  await expect(guest.getByTestId("check-inbox-email")).toHaveText(invitee);
  await guest.goto(await lastLoggedLink("E-mail confirmation link", invitee));
  await expect(guest.locator("html[data-hydrated]")).toBeAttached();
  await guest.getByRole("button", { name: inv.join("Espace de Kadiatou") }).click();
  await expect(guest).toHaveURL(/\/dashboard$/);
  const used = await guest.goto(link);
  expect(used?.status()).toBe(410);
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText(inv.usedHeading);
  await expect(guest.getByText(workspaceErrors.invitationUsed)).toBeVisible();
  await context.close();

  // Signing out from another account's view comes back to the invitation.
  const second = uniqueEmail("second");
  await membersPage(page);
  const secondLink = await invite(page, second, "Technicien");
  await page.goto(secondLink);
  await page.getByRole("button", { name: inv.signOut }).click();
  await expect(page).toHaveURL(secondLink);
  await expect(page.getByRole("link", { name: inv.signIn })).toBeVisible();

  const unknown = await page.goto(`${baseURL}/invitation/inconnue0000000000`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(inv.unknownHeading);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("inviting, revoking and a refused duplicate work as plain forms", async ({ page }) => {
    await ownClient(page);
    const email = uniqueEmail("sans-js");
    await page.goto(`${baseURL}/inscription`);
    await fillSignUp(page, "Sans JavaScript", email);
    await page.getByRole("button", { name: "Démarrer l'essai gratuit" }).click();
    await page.goto(await lastLoggedLink("E-mail confirmation link", email));
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${baseURL}/dashboard/user-management`);

    const invitee = uniqueEmail("invite");
    await page.getByLabel(m.invite.email).fill(invitee);
    await page.getByRole("button", { name: m.invite.submit }).click();
    await expect(page.getByTestId("form-success")).toHaveText(m.notices.invited(invitee));
    await page.getByLabel(m.invite.email).fill(invitee.toUpperCase());
    await page.getByRole("button", { name: m.invite.submit }).click();
    await expect(page.getByTestId("form-error")).toHaveText(workspaceErrors.alreadyInvited);
    // Accepted by the browser's own check, refused by the server's.
    await page.getByLabel(m.invite.email).fill("nom@exemple");
    await page.getByRole("button", { name: m.invite.submit }).click();
    await expect(page.getByText(m.errors.emailInvalid)).toBeVisible();

    const row = page.getByTestId("invitation-row").filter({ hasText: invitee });
    await row.getByRole("button", { name: m.invitations.revoke }).click();
    await expect(page.getByTestId("form-success")).toHaveText(m.notices.revoked(invitee));
    await expect(page.getByTestId("invitation-row")).toHaveCount(0);
  });
});
