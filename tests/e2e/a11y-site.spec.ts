import type { Page } from "@playwright/test";
import { marketingServicePages } from "../../app/content/marketing-service-pages";
import { marketingServiceHref } from "../../app/content/marketing-services";
import { projectsWithDetails } from "../../app/content/project-details";
import { scanPages, type A11yPage } from "./a11y-pages";
import { expect } from "./fixtures";
import { SHIPPED_PAGES } from "./pages-helpers";

// Accessibility of the marketing site's layout: every page in both themes (two service pages for
// the fourteen of one template), one h1 and no console error, and the states that change the DOM
// (menus, dialogs, tabs, the toast). The landing page is also scanned with reduced motion where its
// layout changes (expectNoAxeViolations).

const nav = (page: Page) => page.getByRole("navigation", { name: "Navigation principale" });
const NOT_FOUND = /status of 404/;

/** Waits until the open dialog's animations have ended: contrast is measured on the end state. */
async function settled(page: Page) {
  await expect
    .poll(() =>
      page.getByRole("dialog").evaluate((el) => el.getAnimations({ subtree: true }).length),
    )
    .toBe(0);
}

/**
 * The /services/<slug> pages are one template over typed data (app/content/marketing-service-pages.ts):
 * the pages with the most and the fewest related projects stand for the fourteen. Each is still
 * validated (html-valid), crawled (pages-crawl) and read (pages-services). Decision 0079.
 */
function serviceRepresentatives(): string[] {
  const bySize = Object.entries(marketingServicePages)
    .map(([slug, page]) => ({
      path: marketingServiceHref(slug),
      size: page.relatedProjects.length,
    }))
    .sort((a, b) => b.size - a.size);
  return [bySize[0]!.path, bySize.at(-1)!.path];
}
const SERVICES = serviceRepresentatives();
const isService = (path: string) => path.startsWith("/services/");

const PAGES: A11yPage[] = [
  { name: "/", path: "/", h1: /./ },
  { name: "/ (404 page)", path: "/introuvable", status: 404, allowedConsole: NOT_FOUND },
  ...SHIPPED_PAGES.filter(({ path }) => !isService(path) || SERVICES.includes(path)).map(
    ({ path, h1 }) => ({ name: path, path, h1 }),
  ),
  {
    name: "/ with a navigation dropdown open",
    path: "/",
    // The rest of the page is the plain landing page's scan.
    include: 'nav[aria-label="Navigation principale"]',
    open: async (page) => {
      await nav(page).getByText("Services", { exact: true }).hover();
      const trigger = nav(page).getByRole("button", { name: "Services" });
      await trigger.hover({ position: { x: 8, y: 8 } });
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
    },
  },
  {
    name: "/ with the mobile menu open",
    path: "/",
    viewports: ["mobile"],
    noOverflow: true,
    open: async (page) => {
      await page.getByTestId("mobile-menu-trigger").click();
      const sheet = page.getByRole("dialog", { name: "Menu" });
      await sheet.getByRole("button", { name: "Services" }).click();
      await settled(page);
    },
  },
  {
    name: "/ with a toast shown",
    path: "/",
    include: '[role="region"][aria-label^="Notifications"]',
    open: async (page) => {
      await page.locator("footer").getByRole("button", { name: "Facebook" }).click();
      await expect(page.getByTestId("toast")).toBeVisible();
    },
  },
  {
    name: "/ with a project's dialog open",
    path: `/?projet=${projectsWithDetails[1]!.id}#projets`,
    open: async (page) => {
      await expect(page.getByRole("dialog")).toBeVisible();
      await settled(page);
    },
  },
  {
    name: "/saas with the security tab selected",
    path: "/saas",
    include: "main",
    open: async (page) => {
      await page.getByRole("tab", { name: "Sécurité" }).click();
      await expect(page.getByRole("tab", { name: "Sécurité" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
    },
  },
  {
    name: "/faq with a question open",
    path: "/faq",
    include: "main",
    open: (page) => page.getByTestId("faq-item").first().locator("summary").click(),
  },
];

scanPages(PAGES);
