import type { Page } from "@playwright/test";
import { ownClient } from "./accounts";
import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { expectNoAxeViolations, finishTransitions, VIEWPORTS, watchConsole } from "./helpers";

// The accessibility specs' runner: one spec per layout (a11y-site, a11y-auth, a11y-dashboard)
// lists its pages and the states to open; every entry is scanned by axe in full in one theme and
// for colours in the other, at the viewports it names. The matrix: decision 0079.

const THEMES = ["dark", "light"] as const;
const [FIRST, SECOND] = THEMES;
type Viewport = keyof typeof VIEWPORTS;

export interface A11yPage<C = void> {
  /** What the test is called: the path, and the state opened if any. */
  name: string;
  /** The page's path (from the file's seeded data when a function). */
  path: string | ((seeded: C) => string);
  /** The one h1 the page has. */
  h1?: string | RegExp;
  /** The status the page answers (200 unless given). */
  status?: number;
  /** Opens the state scanned (a tab, a dialog, a menu), after React has hydrated the page. */
  open?: (page: Page) => Promise<void>;
  /** Scans only this part: the rest of the page is the same as in another entry's scan. */
  include?: string;
  /** Viewports (desktop unless given): the phone where the layout changes the DOM. */
  viewports?: Viewport[];
  /** Nothing wider than the viewport. */
  noOverflow?: boolean;
  /** Console errors this page logs on purpose (a refused form post answers 400). */
  allowedConsole?: RegExp;
  /** Browse as someone else than the file's signed-in account ('anonymous': nobody). */
  as?: "anonymous" | "second";
}

export interface A11yRunOptions<C> {
  /** Signs the page in (cookies) for the entry, returns the seeded data the paths read. */
  prepare?: (page: Page, entry: A11yPage<C>) => Promise<C>;
}

/**
 * One test per entry and viewport: loads the page in the dark theme, hydrates, opens the state and
 * runs every axe rule; then switches the document to the light theme the way the theme toggle does
 * (the classes on <html>: no other markup depends on the theme) and runs the rules that read
 * colours again. A second load, hydration and state would scan the same DOM (decision 0079).
 */
export function scanPages<C>(pages: A11yPage<C>[], options: A11yRunOptions<C> = {}) {
  for (const entry of pages) {
    for (const viewport of entry.viewports ?? ["desktop"]) {
      test(`${entry.name} (${VIEWPORTS[viewport].width} px)`, async ({
        page,
        baseURL,
        untilHydrated,
      }) => {
        const console = watchConsole(page);
        await page.setViewportSize(VIEWPORTS[viewport]);
        await ownClient(page);
        await page.context().addCookies([{ name: "theme", value: FIRST, url: baseURL! }]);
        const seeded = (await options.prepare?.(page, entry)) as C;
        const path = typeof entry.path === "function" ? entry.path(seeded) : entry.path;
        const response = await page.goto(path);
        expect(response?.status()).toBe(entry.status ?? 200);
        await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${FIRST}\\b`));
        if (entry.h1 !== undefined) {
          await expect(page.locator("h1")).toHaveCount(1);
          await expect(page.locator("h1")).toHaveText(entry.h1);
        }
        await untilHydrated();
        await entry.open?.(page);
        await expectNoAxeViolations(page, entry.include);
        if (entry.noOverflow) {
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, "horizontal overflow").toBeLessThanOrEqual(0);
        }
        await switchTheme(page, SECOND);
        await expectNoAxeViolations(page, entry.include, { colorsOnly: true });
        const allowed = entry.allowedConsole;
        expect(console.errors.filter((e) => !allowed?.test(e))).toEqual([]);
      });
    }
  }
}

/**
 * Switches the document's theme as the toggle does, and ends the colour transitions it starts.
 */
async function switchTheme(page: Page, theme: (typeof THEMES)[number]) {
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const before = await background();
  await page.evaluate(
    ({ next, themes }) => {
      const root = document.documentElement;
      for (const other of themes) root.classList.toggle(other, other === next);
      root.dataset.theme = next;
    },
    { next: theme, themes: THEMES },
  );
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
  await finishTransitions(page);
  // The page's colours come from the class alone: were that to change, this scan would see the
  // first theme again.
  expect(await background(), "the page's background after the theme switch").not.toBe(before);
}
