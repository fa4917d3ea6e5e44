import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { faqItems } from "../../app/content/faq";
import { defaultSiteConfig as site } from "../../app/content/site";
import { watchConsole } from "./helpers";
import { expectBreadcrumb, expectJsonLdTypes } from "./pages-helpers";

test.describe("/faq", () => {
  test("every question is a closed disclosure, opened and closed with the keyboard", async ({
    page,
    baseURL,
  }) => {
    const console = watchConsole(page);
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Questions fréquentes");
    const items = page.getByTestId("faq-item");
    await expect(items).toHaveCount(faqItems.length);
    const first = items.first();
    const answer = first.getByText(faqItems[0]!.answer);
    await expect(answer).toBeHidden();
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await expect(answer).toBeVisible();
    await page.keyboard.press("Space");
    await expect(first).not.toHaveAttribute("open", "");
    await expect(answer).toBeHidden();
    // Tab reaches the next question, which opens with Space.
    await page.keyboard.press("Tab");
    await expect(items.nth(1).locator("summary")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(items.nth(1).getByText(faqItems[1]!.answer)).toBeVisible();
    await expectBreadcrumb(page, baseURL!, "FAQ", "/faq");
    console.expectNone();
  });

  test("a click opens and closes a question", async ({ page }) => {
    await page.goto("/faq");
    const item = page.getByTestId("faq-item").nth(2);
    await item.locator("summary").click();
    await expect(item.getByText(faqItems[2]!.answer)).toBeVisible();
    await item.locator("summary").click();
    await expect(item.getByText(faqItems[2]!.answer)).toBeHidden();
  });

  // The closing call to action was the site container's width (1232 px) under a 720 px column.
  test("the closing call to action is as wide as the questions' column at 1440 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/faq");
    const column = (await page
      .locator("section[aria-labelledby] > div.rounded-xl")
      .first()
      .boundingBox())!;
    const card = (await page.locator("#autre-question > div > div").boundingBox())!;
    expect(Math.abs(card.x - column.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(card.width - column.width)).toBeLessThanOrEqual(1);
  });

  test("FAQPage structured data lists every question and answer", async ({ page }) => {
    await page.goto("/faq");
    const nodes = await expectJsonLdTypes(page, ["FAQPage", "BreadcrumbList"]);
    const faq = nodes.find((n) => n["@type"] === "FAQPage")!;
    expect(
      (faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[]).map((q) => [
        q.name,
        q.acceptedAnswer.text,
      ]),
    ).toEqual(faqItems.map((i) => [i.question, i.answer]));
  });
});

test.describe("legal pages", () => {
  test("Mentions légales: every item, from the site config", async ({ page, baseURL }) => {
    const console = watchConsole(page);
    await page.goto("/legal");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mentions légales");
    const main = page.locator("main");
    for (const term of [
      "Raison sociale",
      "Forme juridique",
      "Siège social",
      "Téléphone (Guinée)",
      "E-mail",
      "Immatriculation (RCCM)",
      "Capital social",
      "Directeur",
      "Nom",
      "Adresse",
      "Téléphone",
    ]) {
      await expect(main.locator("dt", { hasText: term }).first()).toBeVisible();
    }
    for (const value of [
      site.brandName,
      site.legal.legalForm,
      site.address,
      site.phoneGuinea,
      site.email,
      site.legal.rccm,
      site.legal.capital,
      site.legal.director,
      site.legal.host.name,
      site.legal.host.address,
      site.legal.host.phone,
    ]) {
      await expect(main.locator("dd", { hasText: value }).first()).toBeVisible();
    }
    await expectJsonLdTypes(page, ["BreadcrumbList"]);
    await expectBreadcrumb(page, baseURL!, "Mentions légales", "/legal");
    console.expectNone();
  });

  // From 1024 px the sections' list sits beside the text, as on /docs; a phone goes without.
  test("lists its sections beside the text at 1440 px, not on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/privacy");
    const toc = page.getByRole("navigation", { name: "Sommaire" });
    const headings = await page.locator("main section h2").allTextContents();
    await expect(toc.getByRole("link")).toHaveText(headings);
    const ids = await page
      .locator("main section[id]")
      .evaluateAll((els) => els.map((e) => `#${e.id}`));
    const hrefs = await toc
      .getByRole("link")
      .evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(hrefs).toEqual(ids);
    const text = (await page.locator("main section").first().boundingBox())!;
    expect((await toc.boundingBox())!.x + (await toc.boundingBox())!.width).toBeLessThan(text.x);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(toc).toBeHidden();
  });

  test("Politique de confidentialité: controller, purposes, retention, rights, cookies, laws", async ({
    page,
  }) => {
    await page.goto("/privacy");
    const main = page.locator("main");
    for (const heading of [
      "Responsable du traitement",
      "Finalités et bases légales",
      "Destinataires",
      "Durées de conservation",
      "Vos droits",
      "Cookies",
      "Textes de référence",
    ]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(main).toContainText(site.email);
    await expect(main).toContainText("3\u00a0ans à compter du dernier contact");
    for (const right of ["accès", "rectification", "effacement", "opposition", "portabilité"]) {
      await expect(main).toContainText(right);
    }
    await expect(main).toContainText("cookie de session");
    await expect(main).toContainText("cookie de thème");
    await expect(main).toContainText("RGPD");
    await expect(main).toContainText("L/2016/037/AN");
  });

  test("Conditions d'utilisation: service, accounts, trial, use, liability, law", async ({
    page,
  }) => {
    await page.goto("/terms");
    const main = page.locator("main");
    // The sections' own titles ('Sommaire' heads the list of them).
    await expect(main.locator("section").getByRole("heading", { level: 2 })).toHaveText([
      "Le service",
      "Comptes",
      "Essai gratuit",
      "Usage acceptable",
      "Responsabilité",
      "Droit applicable",
    ]);
    await expect(main).toContainText("droit guinéen");
    const others = main.getByRole("navigation", { name: "Autres informations légales" });
    await expect(others.getByRole("link", { name: "Mentions légales" })).toHaveAttribute(
      "href",
      "/legal",
    );
    await expect(
      others.getByRole("link", { name: "Politique de confidentialité" }),
    ).toHaveAttribute("href", "/privacy");
  });

  test("the footer now links to the shipped pages; /blog still explains itself", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/legal"); // the toast needs the page hydrated
    const footer = page.locator("footer");
    for (const [name, href] of [
      ["Tarifs", "/tarifs"],
      ["Documentation", "/docs"],
      ["À propos", "/a-propos"],
      ["Contact", "/contact"],
      ["FAQ", "/faq"],
      ["Politique de confidentialité", "/privacy"],
    ]) {
      await expect(footer.getByRole("link", { name: name!, exact: true }).first()).toHaveAttribute(
        "href",
        href!,
      );
    }
    for (const name of ["Blog", "Carrières"]) {
      await expect(footer.getByRole("button", { name, exact: true }).first()).toBeVisible();
    }
    await footer.getByRole("button", { name: "Blog", exact: true }).click();
    await expect(page.getByTestId("toast")).toContainText(
      "Cette fonctionnalité n'est pas encore implémentée",
    );
  });
});
