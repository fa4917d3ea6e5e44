import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { statCards } from "../../app/content/dashboard";
import { dashboardCategories, dashboardModules } from "../../app/content/dashboard-modules";
import { watchConsole } from "./helpers";
import { escapeHtml } from "./dashboard-helpers";
import { ownClient } from "./accounts";

test.describe("dashboard index", () => {
  test("greets Admin, shows the four figures and every service tile", async ({ page }) => {
    const console = watchConsole(page);
    const response = await page.goto("/dashboard");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Tableau de bord | Exemple Digital");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bienvenue, Admin\u202F!");
    await expect(page.locator("h1")).toHaveCount(1);
    const cards = page.getByTestId("stat-card");
    await expect(cards).toHaveCount(4);
    const expected = [
      ["Tickets ouverts", "12"],
      ["Projets actifs", "5"],
      ["Tâches terminées", "231"],
      ["Alertes récentes", "3"],
    ];
    for (const [i, [title, value]] of expected.entries()) {
      await expect(cards.nth(i).getByRole("heading")).toHaveText(title!);
      await expect(cards.nth(i)).toContainText(value!);
      await expect(cards.nth(i)).toContainText(statCards[i]!.description);
    }
    const tiles = page.getByTestId("service-tile");
    await expect(tiles).toHaveCount(dashboardModules.length);
    const hrefs = await tiles.evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(hrefs).toEqual(dashboardModules.map((s) => `/dashboard/${s.id}`));
    for (const category of dashboardCategories) {
      await expect(
        page.locator(`#categorie-${category.id}`).getByRole("heading", { level: 3 }),
      ).toHaveText(category.name);
    }
    await page.getByTestId("service-tile").filter({ hasText: "Plan d'adressage IP" }).click();
    await expect(page).toHaveURL(/\/dashboard\/ip-addressing$/);
    console.expectNone();
  });

  test("'Nouveau Rapport' says the feature is coming", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/dashboard");
    await page.getByRole("button", { name: "Nouveau Rapport" }).click();
    await expect(page.getByTestId("toast")).toContainText("Fonctionnalité à venir\u202F!");
  });
});

test.describe("dashboard service pages", () => {
  test("each of the services answers 200 with its title, breadcrumb and noindex", async ({
    request,
  }) => {
    for (const service of dashboardModules) {
      const response = await request.get(`/dashboard/${service.id}`);
      expect(response.status(), service.id).toBe(200);
      const html = await response.text();
      expect(html, service.id).toMatch(
        new RegExp(`<h1[^>]*>${escapeHtml(service.title).replace(/[()]/g, "\\$&")}</h1>`),
      );
      expect(html).toContain(`<title>${escapeHtml(service.title)} | Tableau de bord |`);
      // A module that works is never 'en cours de développement' in the public demo.
      if (service.available) {
        expect(html, service.id).not.toContain("en cours de développement");
        expect(html, service.id).toContain('data-testid="available-module"');
      } else {
        expect(html, service.id).toContain("Cette section est en cours de développement.");
        expect(html, service.id).toContain('data-testid="upcoming-badge"');
      }
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(html).not.toMatch(/\sstyle="/);
    }
  });

  test("shows breadcrumb, icon, description and the demo toast", async ({
    page,
    untilHydrated,
  }) => {
    const console = watchConsole(page);
    await page.goto("/dashboard/ip-addressing");
    const crumbs = page.getByRole("navigation", { name: "Fil d'Ariane" });
    await expect(crumbs.getByRole("listitem")).toHaveText([
      "Tableau de bord",
      "Réseau & Cybersécurité",
      "Plan d'adressage IP",
    ]);
    await expect(crumbs.getByRole("link", { name: "Tableau de bord" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plan d'adressage IP");
    await expect(page.getByText("Gérez vos sous-réseaux")).toBeVisible();
    await expect(page.getByText("Cette section est en cours de développement.")).toBeVisible();
    await untilHydrated();
    await page.getByRole("button", { name: "Demander une démo" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Fonctionnalité à venir\u202F!");
    await expect(toast).toContainText("pas encore implémentée");
    console.expectNone();
  });

  test("an unknown id answers 404 with the spec's texts and a way back", async ({ page }) => {
    const console = watchConsole(page);
    const response = await page.goto("/dashboard/nope");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service non trouvé");
    await expect(page.getByText("Le service que vous cherchez n'existe pas.")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByRole("link", { name: "Retour au tableau de bord" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // 404 noise from the document itself is expected; nothing else.
    expect(console.errors.filter((e) => !/404/.test(e))).toEqual([]);
  });

  test("a missing page inside a module sends back to the dashboard, not to the site", async ({
    page,
    signUpInBrowser,
  }) => {
    await ownClient(page);
    await signUpInBrowser("Mariama Bah");
    const response = await page.goto("/dashboard/helpdesk/999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
    await expect(page.getByText("revenez au tableau de bord.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Retour à l'accueil" })).toHaveCount(0);
    await page.getByRole("link", { name: "Retour au tableau de bord" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe("dashboard HTML", () => {
  test("has no inline style, its own titles, noindex, and stays out of the sitemap", async ({
    request,
  }) => {
    const pages = {
      "/dashboard": "Tableau de bord | Exemple Digital",
      "/dashboard/nope": "Service non trouvé | Tableau de bord | Exemple Digital",
      "/dashboard?q=reseau": "Tableau de bord | Exemple Digital",
    };
    for (const [path, title] of Object.entries(pages)) {
      const response = await request.get(path, {
        headers: { Cookie: "dashboard_sidebar=finance-budget; theme=light" },
      });
      const html = await response.text();
      expect(html, path).not.toMatch(/\sstyle="/);
      expect(html, path).toContain(`<title>${escapeHtml(title)}</title>`);
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(html, path).toContain('<html lang="fr"');
      expect(html, path).toContain('href="#contenu"');
      expect(response.headers()["cache-control"], path).toContain("no-store");
    }
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/dashboard");
  });

  // React Router sends the page's routes and those of its ancestors' paths, so that a link up
  // needs no manifest request. The patched library keeps each path's routes (decision 0146): a
  // second page, and the same page again, must get their own.
  test("sends the routes of the page and of each path above it, request after request", async ({
    page,
    signUp,
    baseURL,
  }) => {
    await ownClient(page);
    await signUp("Mariama Sow");
    const routesOf = async (path: string) => {
      const html = await (await page.request.get(`${baseURL}${path}`)).text();
      const start = html.indexOf("__reactRouterManifest = ") + "__reactRouterManifest = ".length;
      const manifest = JSON.parse(html.slice(start, html.indexOf("};", start) + 1)) as {
        routes: Record<string, unknown>;
      };
      return Object.keys(manifest.routes).sort();
    };
    const above = [
      "root",
      "routes/_app/index",
      "routes/_app/layout",
      "routes/_site/home",
      "routes/_site/layout",
    ];
    const list = "routes/_app/inventory/list";
    const settings = await routesOf("/dashboard/inventory-management/parametres");
    expect(settings).toEqual([...above, list, "routes/_app/inventory/settings"].sort());
    expect(await routesOf("/dashboard/inventory-management")).toEqual([...above, list].sort());
    expect(await routesOf("/dashboard/inventory-management/parametres")).toEqual(settings);
  });
});
