import { expect, type MailSink } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { authTexts } from "../../app/content/auth";
import { readFileSync } from "node:fs";
import { SERVER_LOG } from "../../playwright.config";
import { ADMIN, ownClient, PASSWORD, uniqueEmail } from "./accounts";
import { lastLoggedLink } from "./server-log";

// Forgot and reset password through a real SMTP server on 127.0.0.1 (the mail sink), against a
// server of its own configured with SMTP_URL; an unknown address on the suite's shared server.

test.setTimeout(180_000); // a fresh embedded database runs initdb: slow on a busy machine

const serverEnv = (sink: MailSink) => ({
  SMTP_URL: sink.url,
  CONTACT_TO: "equipe@exemple.gn",
  TRUST_PROXY: "x-test-client-ip",
});

/** The last link to `page` in the mails to `to` (quoted-printable undone). */
async function linkFor(mails: MailSink["mails"], to: string, page: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${page}\\?token=[\\w.-]+`);
  let link: string | undefined;
  await expect
    .poll(() => {
      link = mails
        .filter((m) => m.to.includes(to))
        .map(
          (m) =>
            m.raw
              .replace(/=\r?\n/g, "")
              .replace(/=3D/g, "=")
              .match(pattern)?.[0],
        )
        .findLast(Boolean);
      return link;
    })
    .toBeTruthy();
  return link!;
}
const resetLinkFor = (mails: MailSink["mails"], to: string) =>
  linkFor(mails, to, "reinitialiser-mot-de-passe");

test("the reset e-mail sets a new password and closes the other sessions", async ({
  page,
  browser,
  gotoHydrated,
  untilHydrated,
  signUp,
  mailSink,
  privateServer,
}) => {
  const { mails } = mailSink;
  const { base } = await privateServer({ env: serverEnv(mailSink) });
  const email = uniqueEmail("oubli");
  await ownClient(page);
  // The sign-up's confirmation e-mail takes the same path (its link signs in, decision 0097).
  const confirmation = () => linkFor(mails, email, "confirmer-email");
  await signUp("Hawa Keïta", { email, base, link: confirmation });
  expect((await confirmation()).startsWith(`${base}/confirmer-email?token=`)).toBe(true);
  expect(mails.find((m) => m.to.includes(email))?.raw).toMatch(/^Subject: Confirmez votre/im);

  const visitor = await browser.newPage();
  await ownClient(visitor);
  await visitor.goto(`${base}/connexion`);
  await visitor.getByRole("link", { name: authTexts.signIn.forgot }).click();
  await expect(visitor).toHaveURL(/\/mot-de-passe-oublie$/);
  await untilHydrated(visitor);
  await visitor.getByLabel("E-mail").fill(email);
  await visitor.getByRole("button", { name: authTexts.forgot.submit }).click();
  await expect(visitor.getByRole("status")).toHaveText(authTexts.forgot.sent);

  const link = await resetLinkFor(mails, email);
  const raws = mails.filter((m) => m.to.includes(email)).map((m) => m.raw);
  expect(raws.some((raw) => /^Subject: .*R(=C3=A9|é)initialisation/im.test(raw))).toBe(true);
  expect(link.startsWith(`${base}/reinitialiser-mot-de-passe?token=`)).toBe(true);

  await gotoHydrated(link, visitor);
  await visitor.getByLabel(authTexts.fields.newPassword, { exact: true }).fill("azertyuiop123");
  await visitor.getByRole("button", { name: authTexts.reset.submit }).click();
  await expect(visitor.getByText(authTexts.password.common)).toBeVisible();
  await visitor
    .getByLabel(authTexts.fields.newPassword, { exact: true })
    .fill("ma nouvelle phrase secrète");
  await visitor.getByRole("button", { name: authTexts.reset.submit }).click();
  await expect(visitor).toHaveURL(/\/connexion\?etat=reinitialise$/);
  await expect(visitor.getByTestId("form-notice")).toHaveText(authTexts.signIn.resetDone);

  // The session opened at sign-up is closed.
  await page.goto(`${base}/dashboard`);
  await expect(page.getByTestId("demo-banner")).toBeVisible();

  // The old password no longer works, the new one does.
  await visitor.getByLabel("E-mail").fill(email);
  await visitor.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await visitor.getByRole("button", { name: "Se connecter" }).click();
  await expect(visitor.getByRole("alert")).toHaveText(authTexts.errors.credentials);
  await visitor.getByLabel("Mot de passe", { exact: true }).fill("ma nouvelle phrase secrète");
  await visitor.getByRole("button", { name: "Se connecter" }).click();
  await expect(visitor).toHaveURL(/\/dashboard$/);

  // A link serves once.
  await gotoHydrated(link, visitor);
  await visitor
    .getByLabel(authTexts.fields.newPassword, { exact: true })
    .fill("encore une autre phrase");
  await visitor.getByRole("button", { name: authTexts.reset.submit }).click();
  await expect(visitor.getByRole("alert")).toHaveText(authTexts.errors.resetTokenInvalid);
  await visitor.close();
});

test("an unknown address gets the same answer and no e-mail", async ({ page, gotoHydrated }) => {
  // On the suite's shared server, without SMTP: its log holds a link per e-mail it would send.
  // The staff account is a known address: its link, asked for after the unknown address's, is the
  // sign that the outbox (first in, first out) has nothing before it.
  await ownClient(page);
  const email = uniqueEmail("inconnu");
  const from = readFileSync(SERVER_LOG, "utf8").length;
  const logSince = () => readFileSync(SERVER_LOG, "utf8").slice(from);
  for (const address of [email, ADMIN.email]) {
    await gotoHydrated("/mot-de-passe-oublie");
    await page.getByLabel("E-mail").fill(address);
    await page.getByRole("button", { name: authTexts.forgot.submit }).click();
    await expect(page.getByRole("status")).toHaveText(authTexts.forgot.sent);
  }
  const link = await lastLoggedLink("Password reset link", ADMIN.email, logSince);
  expect(link).toContain("/reinitialiser-mot-de-passe?token=");
  expect(logSince()).not.toContain(email);
});
