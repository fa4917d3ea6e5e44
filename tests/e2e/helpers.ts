import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * A test that only checks accessibility and layout (axe, overflow): CI's PostgreSQL pass leaves
 * these out (`--grep-invert @a11y`), the database does not change what they check.
 */
export const A11Y = { tag: "@a11y" };

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Radix NavigationMenu puts a focusable, aria-hidden "focus proxy" after an open trigger. It never
 * keeps focus (it forwards it into the menu at once), so it is left out of the axe scan; see
 * docs/decisions/0005-strict-csp-and-radix.md.
 */
const RADIX_FOCUS_PROXY =
  'nav[aria-label="Navigation principale"] li > span[aria-hidden="true"][tabindex="0"]';

/**
 * Fails with the list of axe violations (WCAG 2.2 AA tags) on the page as it is now, then again
 * with `prefers-reduced-motion: reduce` (unless the page already has it) when the page has a layout
 * of its own for it (Tailwind's `motion-reduce:` classes: the landing page's carousels become
 * scrollable rows). Elsewhere the preference only shortens animations and transitions to nothing,
 * whose end state the first scan already sees. Sections below the fold (`.below-fold`,
 * content-visibility: auto) are rendered for the scan: the browser skips their layout until they
 * near the viewport, and axe cannot judge what is not laid out (sizes, scrolling, contrast).
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  const { reduced, reducedLayout } = await page.evaluate(() => ({
    reduced: matchMedia("(prefers-reduced-motion: reduce)").matches,
    reducedLayout: document.querySelector('[class*="motion-reduce:"]') !== null,
  }));
  await renderBelowFold(page, true);
  try {
    await expectNoViolationsNow(page, include, reduced ? "reduced motion" : "motion");
    if (!reduced && reducedLayout) {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await expectNoViolationsNow(page, include, "reduced motion");
      await page.emulateMedia({ reducedMotion: null });
    }
  } finally {
    await renderBelowFold(page, false);
  }
}

async function expectNoViolationsNow(page: Page, include: string | undefined, label: string) {
  // Legacy mode runs axe in the page itself: the default mode opens a blank page per scan to merge
  // the frames' results, ~1.5 s of a 3.7 s scan here, and the site has no frames to merge. Only
  // violations are collected in full (every rule of the tags still runs): describing each passing
  // element was another quarter to a third of a scan.
  // (`options` replaces every option set before it, the tags included: it comes first.)
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .withTags(WCAG_TAGS)
    .exclude(RADIX_FOCUS_PROXY);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations (${label})`).toEqual([]);
}

/** Lays out every `.below-fold` section now (an inline style, which the CSP allows from CSSOM). */
async function renderBelowFold(page: Page, on: boolean) {
  await page.evaluate((visible) => {
    for (const el of document.querySelectorAll<HTMLElement>(".below-fold")) {
      el.style.contentVisibility = visible ? "visible" : "";
    }
  }, on);
}

/** Sets the theme cookie before the page loads, as a returning visitor would have it. */
export async function useTheme(page: Page, theme: "dark" | "light", baseURL: string) {
  await page.context().addCookies([{ name: "theme", value: theme, url: baseURL }]);
}

/** Collects console errors and CSP violations; call `expectNone` at the end of the test. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return {
    errors,
    expectNone: () => expect(errors).toEqual([]),
  };
}

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
