import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { isAvailableHref } from "../../app/content/pages";
import { isAvailableModule } from "../../app/content/dashboard-links";
import {
  PLAN_FEATURE_MODULES,
  PLAN_FEATURE_UPCOMING,
  PLAN_FEATURES_TO_COME,
  plans,
} from "../../app/content/plans";
import { watchConsole } from "./helpers";
import { expectBreadcrumb, expectJsonLdTypes } from "./pages-helpers";

const signUpLive = isAvailableHref("/inscription");

test.describe("/tarifs", () => {
  test("four plans with their exact names, prices and period; Premium is popular", async ({
    page,
    baseURL,
  }) => {
    const console = watchConsole(page);
    await page.goto("/tarifs");
    const expected = [
      ["standard", "Standard", "100\u00a0€"],
      ["premium", "Premium", "200\u00a0€"],
      ["super-premium", "Super Premium", "300\u00a0€"],
      ["entreprise", "Entreprise", "Sur devis"],
    ] as const;
    await expect(
      page.locator('[data-testid^="plan-"]:not([data-testid="plan-price"])'),
    ).toHaveCount(4);
    for (const [id, name, price] of expected) {
      const card = page.getByTestId(`plan-${id}`);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(name);
      const priceText = await card.getByTestId("plan-price").textContent();
      expect(priceText).toContain(price);
      if (id !== "entreprise") expect(priceText).toContain("par utilisateur et par mois");
    }
    await expect(page.getByTestId("popular-badge")).toHaveCount(1);
    await expect(page.getByTestId("plan-premium").getByTestId("popular-badge")).toHaveText(
      "Le plus populaire",
    );
    for (const plan of plans) {
      const card = page.getByTestId(`plan-${plan.id}`);
      for (const feature of plan.features) {
        await expect(card).toContainText(feature);
        // A feature whose module is built leads to it; one not built yet says 'Bientôt'.
        const moduleId = PLAN_FEATURE_MODULES[feature];
        const item = card.getByRole("listitem").filter({ hasText: feature });
        const upcoming =
          PLAN_FEATURES_TO_COME.includes(feature) || (!!moduleId && !isAvailableModule(moduleId));
        if (moduleId && !upcoming) {
          await expect(item.getByRole("link", { name: feature })).toHaveAttribute(
            "href",
            `/dashboard/${moduleId}`,
          );
        } else await expect(item.getByRole("link")).toHaveCount(0);
        await expect(item.getByText(PLAN_FEATURE_UPCOMING)).toHaveCount(upcoming ? 1 : 0);
      }
    }
    await expect(page.getByTestId("plan-premium")).toContainText("Tout Standard, plus\u00a0:");
    await expect(page.getByTestId("plan-super-premium")).toContainText("Tout Premium, plus\u00a0:");
    await expect(page.getByTestId("trial-note")).toContainText("14\u00a0jours d'essai gratuit");
    await expect(page.getByTestId("trial-note")).toContainText("Sans carte bancaire");
    await expectBreadcrumb(page, baseURL!, "Tarifs", "/tarifs");
    console.expectNone();
  });

  test("priced plans lead to sign-up with the plan", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/tarifs"); // the toast needs JavaScript
    for (const id of ["standard", "premium", "super-premium"]) {
      const card = page.getByTestId(`plan-${id}`);
      const name = plans.find((p) => p.id === id)!.name;
      if (signUpLive) {
        await expect(card.getByRole("link", { name: `Choisir ${name}` })).toHaveAttribute(
          "href",
          `/inscription?plan=${id}`,
        );
      } else {
        // Until the sign-up page ships, the link explains itself (SPEC section 8).
        await card.getByRole("button", { name: `Choisir ${name}` }).click();
        await expect(page.getByTestId("toast").first()).toContainText("pas encore implémentée");
      }
    }
  });

  test("Entreprise leads to the contact page with the subject pre-filled", async ({ page }) => {
    await page.goto("/tarifs");
    const cta = page.getByTestId("plan-entreprise").getByRole("link", { name: "Nous contacter" });
    await expect(cta).toHaveAttribute("href", "/contact?sujet=entreprise");
    await cta.click();
    await expect(page).toHaveURL(/\/contact\?sujet=entreprise$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parlons de votre projet");
    await expect(page.getByTestId("contact-form").getByLabel("Sujet")).toHaveValue(
      "Offre Entreprise\u00a0: demande de devis",
    );
  });

  test("links under the plans: FAQ and quote", async ({ page }) => {
    await page.goto("/tarifs");
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Questions fréquentes" })).toHaveAttribute(
      "href",
      "/faq",
    );
    await expect(main.getByRole("link", { name: "Demander un devis" })).toHaveAttribute(
      "href",
      "/contact?sujet=entreprise",
    );
  });

  test("structured data: SoftwareApplication with three euro offers", async ({ page }) => {
    await page.goto("/tarifs");
    const nodes = await expectJsonLdTypes(page, ["SoftwareApplication", "BreadcrumbList"]);
    const offers = nodes.find((n) => n["@type"] === "SoftwareApplication")!.offers as {
      name: string;
      price: string;
      priceCurrency: string;
    }[];
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      ["Standard", "100", "EUR"],
      ["Premium", "200", "EUR"],
      ["Super Premium", "300", "EUR"],
    ]);
  });
});
