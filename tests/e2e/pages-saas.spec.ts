import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { isAvailableHref } from "../../app/content/pages";
import { clientLogos, featureTabs, saasTestimonials } from "../../app/content/saas";
import { watchConsole } from "./helpers";
import { expectBreadcrumb, expectJsonLdTypes } from "./pages-helpers";

const signUpLive = isAvailableHref("/inscription");

test.describe("/saas", () => {
  test("hero: title, the two calls to action and the trial", async ({ page, baseURL }) => {
    const console = watchConsole(page);
    await page.goto("/saas");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Centralisez, automatisez et sécurisez vos opérations IT",
    );
    const main = page.locator("main");
    const demo = main.getByRole("link", { name: "Planifier une démo" });
    await expect(demo).toHaveAttribute("href", "/contact");
    const start = main.getByRole(signUpLive ? "link" : "button", {
      name: "Démarrer gratuitement",
    });
    await expect(start).toHaveCount(2); // hero and closing call to action
    if (signUpLive) {
      for (const link of await start.all())
        await expect(link).toHaveAttribute("href", "/inscription");
    } else {
      await start.first().click();
      await expect(page.getByTestId("toast")).toContainText("pas encore implémentée");
    }
    await expect(main).toContainText("Essai gratuit de 14\u00a0jours, sans carte bancaire.");
    await expect(
      main.getByRole("heading", { name: "14\u00a0jours d'essai gratuit" }),
    ).toBeVisible();
    await expect(main.getByText("Sans carte bancaire", { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: "Voir les tarifs" })).toHaveAttribute(
      "href",
      "/tarifs",
    );
    await expect(main.locator("#avantages li")).toHaveCount(4);
    await expectBreadcrumb(page, baseURL!, "Plateforme SaaS", "/saas");
    console.expectNone();
  });

  test("the helpdesk tab is selected by default; a click switches tabs", async ({
    page,
    untilHydrated,
  }) => {
    const console = watchConsole(page);
    await page.goto("/saas");
    const tablist = page.getByRole("tablist", { name: "Fonctionnalités de la plateforme" });
    const tabs = tablist.getByRole("tab");
    await expect(tabs).toHaveText(featureTabs.map((t) => t.label));
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveCount(1);
    for (const f of featureTabs[0]!.features) await expect(panel).toContainText(f.title);

    await untilHydrated(); // a click switches tabs only once React runs
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("tabpanel")).toContainText("Gestion des actifs");
    for (const f of featureTabs[1]!.features) {
      await expect(page.getByRole("tabpanel")).toContainText(f.title);
    }
    await tabs.nth(2).click();
    await expect(page.getByRole("tabpanel")).toContainText("Audit de sécurité continu");
    for (const f of featureTabs[2]!.features) {
      await expect(page.getByRole("tabpanel")).toContainText(f.title);
    }
    console.expectNone();
  });

  test("every tab's words are in the server HTML, with no inline style", async ({ request }) => {
    const html = await (await request.get("/saas")).text();
    for (const tab of featureTabs) for (const f of tab.features) expect(html).toContain(f.title);
    expect(html).not.toContain(" style=");
  });

  test("the trust strip: five client logos and three testimonials", async ({ page }) => {
    await page.goto("/saas");
    const logos = page.getByRole("list", { name: "Ils nous font confiance" }).getByRole("listitem");
    await expect(logos).toHaveText(clientLogos.map((l) => l.name));
    const quotes = page.locator("#confiance figure");
    await expect(quotes).toHaveCount(3);
    for (const [i, t] of saasTestimonials.entries()) {
      await expect(quotes.nth(i)).toContainText(t.quote);
      await expect(quotes.nth(i)).toContainText(t.name);
      await expect(quotes.nth(i)).toContainText(t.company);
    }
  });

  test("structured data: SoftwareApplication with its offers, and the breadcrumb", async ({
    page,
  }) => {
    await page.goto("/saas");
    const nodes = await expectJsonLdTypes(page, ["SoftwareApplication", "BreadcrumbList"]);
    const app = nodes.find((n) => n["@type"] === "SoftwareApplication")!;
    expect((app.offers as { price: string }[]).map((o) => o.price)).toEqual(["100", "200", "300"]);
  });
});
