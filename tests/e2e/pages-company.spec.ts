import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { companyPillars, companyStats } from "../../app/content/company";
import { processOverview } from "../../app/content/process";
import { REPLY_PROMISE } from "../../app/content/contact";
import { docSections, docsShortcuts } from "../../app/content/docs";
import { defaultSiteConfig as site } from "../../app/content/site";
import { watchConsole } from "./helpers";
import { expectBreadcrumb, expectJsonLdTypes } from "./pages-helpers";

test.describe("/contact", () => {
  test("shows the company's contact data and address, without a map", async ({ page, baseURL }) => {
    const console = watchConsole(page);
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parlons de votre projet");
    const main = page.locator("main");
    // The one reply-time promise of the site, once on the page.
    await expect(main.getByText(REPLY_PROMISE)).toHaveCount(1);
    await expect(main.getByTestId("contact-address")).toContainText(site.address);
    await expect(main.getByRole("link", { name: site.phoneGuinea })).toHaveAttribute(
      "href",
      "tel:+224600000000",
    );
    await expect(main.getByRole("link", { name: site.phoneFrance })).toHaveAttribute(
      "href",
      "tel:+33199000000",
    );
    await expect(main.getByRole("link", { name: site.email }).first()).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(main.locator("iframe")).toHaveCount(0);
    await expect(main.getByTestId("contact-form").getByLabel("Sujet")).toHaveValue("");
    await expectJsonLdTypes(page, ["BreadcrumbList"]);
    await expectBreadcrumb(page, baseURL!, "Contact", "/contact");
    console.expectNone();
  });

  test("pre-fills the subject from ?sujet=, ignoring unknown topics", async ({ page }) => {
    await page.goto("/contact?sujet=entreprise");
    await expect(page.getByTestId("contact-form").getByLabel("Sujet")).toHaveValue(
      "Offre Entreprise\u00a0: demande de devis",
    );
    await page.goto("/contact?sujet=%3Cscript%3E");
    await expect(page.getByTestId("contact-form").getByLabel("Sujet")).toHaveValue("");
  });
});

test("/contact: the shared contact form sends a message and keeps the subject", async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.goto("/contact?sujet=premium");
  // The toast needs JavaScript: a form sent while the page hydrates posted without it once in CI.
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const form = page.getByTestId("contact-form");
  await expect(form.getByLabel("Sujet")).toHaveValue("Formule Premium");
  await form.getByLabel("Nom complet").fill("Aminata Condé");
  await form.getByLabel("Adresse e-mail").fill("aminata@example.com");
  await form.getByLabel("Message").fill("Nous aimerions une démonstration pour 20 utilisateurs.");
  await form.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByTestId("toast")).toContainText("Message envoyé\u202f!");
  await expect(form.getByLabel("Nom complet")).toHaveValue("");
  await expect(form.getByLabel("Sujet")).toHaveValue("Formule Premium");
  console.expectNone();
});

test.describe("/a-propos", () => {
  test("mission, vision, areas of activity, statistics and the five steps", async ({
    page,
    baseURL,
  }) => {
    const console = watchConsole(page);
    await page.goto("/a-propos");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Votre Partenaire Stratégique Digital",
    );
    const main = page.locator("main");
    for (const p of companyPillars) {
      await expect(main.getByRole("heading", { name: p.title })).toBeVisible();
      await expect(main).toContainText(p.text);
    }
    for (const s of companyStats) await expect(main).toContainText(s.value);
    for (const step of processOverview) await expect(main).toContainText(step.title);
    const expertises = main.locator("#expertises");
    await expect(expertises.getByRole("heading", { level: 2 })).toHaveText("Nos expertises");
    const areas = expertises.getByRole("link");
    await expect(areas).toHaveCount(9);
    await expect(areas.first()).toHaveAttribute("href", "/services/developpement");
    await expect(main.getByRole("link", { name: "Nous contacter" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(main.getByRole("link", { name: "Découvrir la plateforme" })).toHaveAttribute(
      "href",
      "/saas",
    );
    await expectBreadcrumb(page, baseURL!, "À propos", "/a-propos");
    console.expectNone();
  });
});

test.describe("/docs", () => {
  test("has a table of contents whose entries lead to their sections", async ({
    page,
    baseURL,
  }) => {
    const console = watchConsole(page);
    await page.goto("/docs");
    const toc = page.getByRole("navigation", { name: "Sommaire" });
    const entries = toc.getByRole("link");
    await expect(entries).toHaveText(docSections.map((s) => s.title));
    expect(docSections.map((s) => s.id)).toEqual([
      "premiers-pas",
      "helpdesk",
      "actifs",
      "securite",
      "compte",
    ]);
    for (const s of docSections) {
      await expect(toc.getByRole("link", { name: s.title })).toHaveAttribute("href", `#${s.id}`);
      await expect(page.locator(`#${s.id} h2`)).toHaveText(s.title);
    }
    await entries.nth(3).click();
    await expect(page).toHaveURL(/#securite$/);
    await expect(page.locator("#securite h2")).toBeInViewport();
    await expect(page.locator("main")).toContainText("14\u00a0jours");
    const shortcuts = page.locator("#acces-rapide");
    await expect(shortcuts.getByRole("heading", { level: 2 })).toHaveText(docsShortcuts.title);
    for (const link of docsShortcuts.links) {
      await expect(shortcuts.getByRole("link", { name: link.label })).toHaveAttribute(
        "href",
        link.href,
      );
    }
    await expectBreadcrumb(page, baseURL!, "Documentation", "/docs");
    console.expectNone();
  });
});

// The heroes of /a-propos and /docs had an empty right half: a card fills it from 1024 px, and
// follows the lead on a phone, within the screen.
for (const [path, card] of [
  ["/a-propos", "#expertises"],
  ["/docs", "#acces-rapide"],
] as const) {
  test(`${path}: the hero's card sits beside the title at 1440 px, under the lead at 390 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    const title = (await page.locator("h1").boundingBox())!;
    let box = (await page.locator(card).boundingBox())!;
    expect(box.x).toBeGreaterThan(title.x + title.width);
    expect(box.y).toBeLessThan(title.y + title.height);
    await page.setViewportSize({ width: 390, height: 844 });
    const lead = (await page.locator("h1 + p").boundingBox())!;
    box = (await page.locator(card).boundingBox())!;
    expect(box.y).toBeGreaterThan(lead.y + lead.height);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
}
