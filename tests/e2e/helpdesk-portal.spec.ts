import type { Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { followTexts, portalTexts } from "../../app/content/helpdesk-portal";
import {
  CLIENT_IP_HEADER,
  confirmSignUp,
  ownClient,
  PASSWORD,
  randomIp,
  uniqueEmail,
} from "./accounts";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { resolveTicket } from "./http-seed";
import { lastLoggedLink } from "./server-log";

// The helpdesk's public channels on the suite's shared server (the private links are read from its
// log, as a developer would without SMTP): a ticket from the portal with and without JavaScript,
// the e-mailed link, a reply, the resolution (from the ticket page's form, as the team does), the
// vote, the reply that reopens, and a ticket opened by an e-mail posted to the inbound endpoint.

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const workspace = { slug: "", secret: "" };
/** The workspace owner's browser page (its requests carry the session). */
let owner: Page;

test.beforeAll(async ({ browser }) => {
  owner = await browser.newPage();
  const headers = { Origin: baseURL, [CLIENT_IP_HEADER]: randomIp() };
  const email = uniqueEmail("portail");
  const signUp = await owner.request.post(`${baseURL}/inscription`, {
    form: { fullName: "Aïssatou Diallo", email, password: PASSWORD },
    maxRedirects: 0,
    headers,
  });
  expect(signUp.status()).toBe(302);
  await confirmSignUp(owner.request, email);
  const exported = await owner.request.get(`${baseURL}/dashboard/parametres/espace/export`);
  workspace.slug = ((await exported.json()) as { workspace: { slug: string } }).workspace.slug;
  // The inbound secret, generated on the helpdesk's settings page (shown once).
  const settings = await owner.request.post(`${baseURL}/dashboard/helpdesk/parametres`, {
    form: { intent: "inbound-generate" },
    headers,
  });
  const field = /<input[^>]*id="email-entrant-secret"[^>]*>/.exec(await settings.text())![0];
  workspace.secret = /value="([^"]+)"/.exec(field)![1]!;
});
test.afterAll(async () => {
  await owner?.context().close();
});

const portalPath = () => `/portail/${workspace.slug}`;

/** The private link e-mailed to `email` (written to the log without SMTP). */
const linkFor = (email: string) => lastLoggedLink("Helpdesk link", email);

async function fillRequest(page: Page, email: string, subject: string) {
  await page.getByLabel(portalTexts.labels.name).fill("Fatou Camara");
  await page.getByLabel(portalTexts.labels.email).fill(email);
  await page.getByLabel(portalTexts.labels.subject).fill(subject);
  await page
    .getByLabel(portalTexts.labels.description)
    .fill("L'imprimante affiche une erreur <script>alert(1)</script>.\nMerci.");
}

/** The team resolves the ticket from its page's 'Propriétés' form. */
const resolve = (number: number) => resolveTicket(owner, `/dashboard/helpdesk/${number}`);

const ticketNumber = (label: string) => Number(label.replace(/^TCK-0*/, ""));

test("a ticket from the portal with JavaScript: the e-mailed link, a reply, the resolution, the vote, the reopening", async ({
  page,
  gotoHydrated,
}) => {
  test.setTimeout(180_000);
  await ownClient(page);
  const email = uniqueEmail("demandeur");
  await gotoHydrated(`${baseURL}${portalPath()}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(portalTexts.title);
  await expect(page.getByText("Espace d'Aïssatou").first()).toBeVisible();
  await fillRequest(page, email, "Imprimante en panne");
  await page
    .getByLabel(portalTexts.attachment.label)
    .setInputFiles({ name: "capture.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: portalTexts.submit }).click();
  const sent = page.getByTestId("portal-sent");
  await expect(sent).toContainText(portalTexts.sent.title);
  const number = (await page.getByTestId("portal-number").textContent())!;
  expect(number).toMatch(/^TCK-\d{6}$/);
  // The private link goes by e-mail only.
  expect(await page.content()).not.toContain("jeton");

  const link = await linkFor(email);
  expect(link).toContain(`/portail/${workspace.slug}/suivi/${ticketNumber(number)}?jeton=`);
  const response = await page.goto(link);
  expect(response!.headers()["referrer-policy"]).toBe("same-origin");
  expect(response!.headers()["cache-control"]).toContain("no-store");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Imprimante en panne");
  await expect(page.getByText("Nouveau", { exact: true })).toBeVisible();
  const thread = page.getByTestId("follow-thread");
  await expect(page.getByText("<script>alert(1)</script>", { exact: false })).toBeVisible();
  const download = page.getByRole("link", { name: followTexts.download("capture.png") });
  const file = await page.request.get(new URL((await download.getAttribute("href"))!, link).href);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-disposition"]).toMatch(/^attachment;/);

  await page.getByLabel(followTexts.reply.label).fill("Elle affiche maintenant « 49.4C02 ».");
  await page.getByRole("button", { name: followTexts.reply.submit }).click();
  await expect(page.getByText(followTexts.reply.sent)).toBeVisible();
  await expect(thread).toContainText("Elle affiche maintenant « 49.4C02 ».");
  await expect(page.getByLabel(followTexts.reply.label)).toHaveValue("");

  // The team resolves it; the requester votes, then writes again, which reopens it.
  await resolve(ticketNumber(number));
  await page.goto(link);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByText("Résolu", { exact: true }).first()).toBeVisible();
  await page.getByLabel(followTexts.vote.comment).fill("Rapide, merci !");
  await page.getByRole("button", { name: followTexts.vote.up, exact: true }).click();
  await expect(page.getByText(followTexts.vote.thanks)).toBeVisible();
  await expect(page.getByTestId("follow-vote")).toHaveText(followTexts.vote.given(true));
  await expect(page.getByLabel(followTexts.reply.label)).toBeVisible();
  await expect(page.getByText(followTexts.reply.reopens)).toBeVisible();
  await page.getByLabel(followTexts.reply.label).fill("Le problème est revenu.");
  await page.getByRole("button", { name: followTexts.reply.submit }).click();
  await expect(thread).toContainText("Le problème est revenu.");
  await expect(page.getByText("En cours", { exact: true }).first()).toBeVisible();

  // A wrong token: the French 404 page.
  const wrong = await page.goto(link.replace(/jeton=.{4}/, "jeton=AAAA"));
  expect(wrong!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a ticket from the portal, the same post twice is one ticket, and a reply from the link", async ({
    page,
  }) => {
    await ownClient(page);
    const email = uniqueEmail("sans-js");
    await page.goto(`${baseURL}${portalPath()}`);
    await fillRequest(page, email, "Réseau coupé");
    await page.getByRole("button", { name: portalTexts.submit }).click();
    await expect(page.getByTestId("portal-sent")).toContainText(portalTexts.sent.title);
    // Post/redirect/get: the confirmation has its own address, so a reload posts nothing again.
    await expect(page).toHaveURL(/\/demande-envoyee\?ticket=TCK-\d{6}$/);
    const number = await page.getByTestId("portal-number").textContent();
    await page.reload();
    await expect(page.getByTestId("portal-number")).toHaveText(number!);
    // The same request posted again (a double click, a reload that re-posts): the same ticket.
    await page.goto(`${baseURL}${portalPath()}`);
    await fillRequest(page, email, "Réseau coupé");
    await page.getByRole("button", { name: portalTexts.submit }).click();
    await expect(page.getByTestId("portal-number")).toHaveText(number!);

    // A refusal keeps the input: an address the browser accepts and the server does not.
    await page.goto(`${baseURL}${portalPath()}`);
    await fillRequest(page, "fatou@exemple", "Sujet gardé");
    await page.getByRole("button", { name: portalTexts.submit }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByLabel(portalTexts.labels.email)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(portalTexts.labels.subject)).toHaveValue("Sujet gardé");

    await page.goto(await linkFor(email));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Réseau coupé");
    await page.getByLabel(followTexts.reply.label).fill("Réponse sans JavaScript.");
    await page.getByRole("button", { name: followTexts.reply.submit }).click();
    await expect(page.getByText(followTexts.reply.sent)).toBeVisible();
    await expect(page.getByTestId("follow-thread")).toContainText("Réponse sans JavaScript.");
  });
});

function mail(subject: string, text: string, messageId: string) {
  return [
    "From: Mamadou Bah <mamadou.bah@exemple.gn>",
    `To: support@exemple.gn`,
    `Subject: ${subject}`,
    `Message-ID: <${messageId}>`,
    "Date: Mon, 23 Nov 2026 10:00:00 +0000",
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    text,
    "",
  ].join("\r\n");
}

test("an e-mail posted to the inbound endpoint opens a ticket; a reply by e-mail is added to it", async ({
  page,
  request,
}) => {
  const post = (body: string, secret = workspace.secret) =>
    request.post(`${baseURL}/api/helpdesk/inbound/${workspace.slug}`, {
      headers: { "Content-Type": "message/rfc822", Authorization: `Bearer ${secret}` },
      data: Buffer.from(body, "utf8"),
    });
  const id = `${Date.now()}@exemple.gn`;
  expect(
    (await post(mail("Serveur de fichiers lent", "Bonjour", `a.${id}`), "faux")).status(),
  ).toBe(401);
  const created = await post(
    mail("Serveur de fichiers lent", "Le partage S: est très lent.", `a.${id}`),
  );
  expect(created.status()).toBe(201);
  const { status, number } = (await created.json()) as { status: string; number: string };
  expect(status).toBe("created");
  const reply = await post(
    mail(`Re: [${number}] Demande reçue`, "C'est toujours lent.", `b.${id}`),
  );
  expect(await reply.json()).toEqual({ status: "added", number });

  await page.goto(await linkFor("mamadou.bah@exemple.gn"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Serveur de fichiers lent");
  await expect(page.getByText("Le partage S: est très lent.")).toBeVisible();
  await expect(page.getByTestId("follow-thread")).toContainText("C'est toujours lent.");
});

test("the form page is served from the page cache, never indexed; an unknown workspace is a 404", async ({
  request,
}) => {
  const url = `${baseURL}${portalPath()}`;
  await request.get(url);
  const again = await request.get(url);
  expect(again.status()).toBe(200);
  expect(["HIT", "STALE"]).toContain(again.headers()["x-page-cache"]);
  expect(again.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(await again.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  const unknown = await request.get(`${baseURL}/portail/espace-inconnu-000000`);
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain("Page introuvable");
});
