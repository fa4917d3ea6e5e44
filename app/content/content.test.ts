import { describe, expect, it } from "vitest";
import { NAV_MENU_DELAYS, BACK_TO_TOP_AFTER_PX, HEADER_SOLID_AFTER_PX } from "./layout";
import { footerColumns, navItems } from "./navigation";
import { MARKETING_SERVICE_SLUGS } from "./marketing-service-paths";
import { navLinks } from "./site-links";
import { isAvailableHref, publicPages, sitemapPaths } from "./pages";
import { projectHref, projects } from "./projects";
import { landingServices, marketingServices } from "./marketing-services";
import { contactSentToast, notImplementedToast, themeToast, TOAST_DURATION } from "./toasts";

describe("content catalogues", () => {
  it("has the spec's fourteen service slugs, nine on the landing page in the spec's order", () => {
    expect(marketingServices.map((s) => s.slug).sort()).toEqual(
      [
        "developpement",
        "ai-integration",
        "data-analysis",
        "cloud-solutions",
        "cybersecurity",
        "audit-securite",
        "config-auto",
        "helpdesk",
        "it-management",
        "kpi",
        "network-automation",
        "ui-design",
        "strategy",
        "chatbots",
      ].sort(),
    );
    expect(landingServices.map((s) => s.slug)).toEqual([
      "developpement",
      "network-automation",
      "cloud-solutions",
      "cybersecurity",
      "data-analysis",
      "ai-integration",
      "ui-design",
      "strategy",
      "chatbots",
    ]);
    for (const s of marketingServices) expect(s.features).toHaveLength(4);
  });

  it("lists the service slugs and the header's top-level links once, in step with the catalogues", () => {
    expect([...MARKETING_SERVICE_SLUGS]).toEqual(marketingServices.map((s) => s.slug));
    expect(navItems.map(({ id, label, href, hasMenu }) => ({ id, label, href, hasMenu }))).toEqual(
      navLinks,
    );
    for (const item of navItems) expect(Boolean(item.children?.length)).toBe(item.hasMenu);
  });

  it("has six showcased products with unique URL-safe ids", () => {
    expect(projects).toHaveLength(6);
    expect(new Set(projects.map((p) => p.id)).size).toBe(6);
    for (const p of projects) expect(projectHref(p.id)).toMatch(/^\/\?projet=[a-z0-9-]+#projets$/);
  });

  it("uses the spec's header links and footer columns", () => {
    expect(navItems.filter((i) => !i.children).map((i) => [i.label, i.href])).toEqual([
      ["Accueil", "/"],
      ["Tableau de Bord", "/dashboard"],
      ["Tarifs", "/tarifs"],
      ["Documentation", "/docs"],
    ]);
    for (const group of navItems.filter((i) => i.children)) {
      for (const child of group.children ?? []) {
        expect(child.title && child.description && child.href).toBeTruthy();
      }
    }
    expect(footerColumns.map((c) => c.title)).toEqual([
      "Produit",
      "Entreprise",
      "Légal",
      "Nos réalisations",
    ]);
  });

  it("has the spec's thresholds and delays", () => {
    expect(HEADER_SOLID_AFTER_PX).toBe(50);
    expect(BACK_TO_TOP_AFTER_PX).toBe(300);
    expect(NAV_MENU_DELAYS).toEqual({ openMs: 200, skipMs: 300, closeMs: 150 });
  });

  it("has the spec's toast texts and durations", () => {
    expect(TOAST_DURATION).toEqual({
      default: 5000,
      contact: 4000,
      notImplemented: 4000,
      theme: 2000,
    });
    expect(themeToast("light")).toMatchObject({
      title: "Thème modifié",
      description: "Mode clair activé\u202f!",
      duration: 2000,
    });
    expect(themeToast("dark").description).toBe("Mode sombre activé\u202f!");
    expect(notImplementedToast).toMatchObject({
      title: "Cette fonctionnalité n'est pas encore implémentée",
      duration: 4000,
    });
    expect(contactSentToast).toMatchObject({
      title: "Message envoyé\u202f!",
      description:
        "Merci de nous avoir contactés. Nous vous répondrons dans les plus brefs délais.",
      duration: 4000,
    });
  });
});

describe("public pages", () => {
  it("lists each path once", () => {
    expect(new Set(publicPages.map((p) => p.path)).size).toBe(publicPages.length);
  });
  it("knows which links lead to a real page", () => {
    expect(isAvailableHref("/")).toBe(true);
    expect(isAvailableHref("/#contact")).toBe(true);
    expect(isAvailableHref("/?projet=x#projets")).toBe(true);
    expect(isAvailableHref("/blog")).toBe(false);
    expect(isAvailableHref("https://example.com/")).toBe(true);
  });
  it("keeps the dashboard and the helpdesk portals out of the sitemap", () => {
    expect(sitemapPaths()).toContain("/");
    expect(sitemapPaths().some((p) => p.startsWith("/dashboard"))).toBe(false);
    expect(sitemapPaths().some((p) => p.startsWith("/portail"))).toBe(false);
  });
});
