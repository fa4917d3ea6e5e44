import { expect, type Page } from "@playwright/test";
import { marketingServices, marketingServiceHref } from "../../app/content/marketing-services";

/** Every page this issue ships, with its h1. */
export const SHIPPED_PAGES: { path: string; h1: string | RegExp }[] = [
  { path: "/saas", h1: "Centralisez, automatisez et sécurisez vos opérations IT" },
  { path: "/tarifs", h1: "Une formule pour chaque équipe IT" },
  { path: "/contact", h1: "Parlons de votre projet" },
  { path: "/a-propos", h1: "Votre Partenaire Stratégique Digital" },
  { path: "/docs", h1: "Bien démarrer avec la plateforme" },
  { path: "/faq", h1: "Questions fréquentes" },
  { path: "/legal", h1: "Mentions légales" },
  { path: "/privacy", h1: "Politique de confidentialité" },
  { path: "/terms", h1: "Conditions d'utilisation" },
  ...marketingServices.map((s) => ({ path: marketingServiceHref(s.slug), h1: s.title })),
];

export type LdNode = Record<string, unknown> & { "@type": string | string[] };

/** Parses every JSON-LD block of the page (a syntax error fails the test). */
async function readJsonLd(page: Page): Promise<LdNode[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((el) => el.textContent ?? ""));
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as LdNode | LdNode[];
    return Array.isArray(data) ? data : [data];
  });
}

export async function expectJsonLdTypes(page: Page, types: string[]) {
  const nodes = await readJsonLd(page);
  for (const node of nodes) expect(node["@context"]).toBe("https://schema.org");
  expect(nodes.map((n) => n["@type"]).sort()).toEqual([...types].sort());
  return nodes;
}

/** The breadcrumb trail both as visible navigation and as BreadcrumbList data. */
export async function expectBreadcrumb(page: Page, baseURL: string, name: string, path: string) {
  const trail = page.getByRole("navigation", { name: "Fil d'Ariane" });
  await expect(trail.getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/");
  await expect(trail.locator('[aria-current="page"]')).toHaveText(name);
  const list = (await readJsonLd(page)).find((n) => n["@type"] === "BreadcrumbList");
  expect(list?.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Accueil", item: `${baseURL}/` },
    { "@type": "ListItem", position: 2, name, item: `${baseURL}${path}` },
  ]);
}
