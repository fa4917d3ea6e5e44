import axe from "axe-core";
import { expect, type Locator, type Page } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** The rules of those tags that read colours: the only ones a theme changes the outcome of. */
const COLOR_RULES = ["color-contrast", "link-in-text-block"];

interface ScanOptions {
  /** Only the rules that read colours (COLOR_RULES): the page was scanned in full in another theme. */
  colorsOnly?: boolean;
}

/**
 * Radix NavigationMenu puts a focusable, aria-hidden "focus proxy" after an open trigger. It never
 * keeps focus (it forwards it into the menu at once), so it is left out of the axe scan; see
 * docs/decisions/0005-strict-csp-and-radix.md.
 */
const RADIX_FOCUS_PROXY =
  'nav[aria-label="Navigation principale"] li > span[aria-hidden="true"][tabindex="0"]';

/** Elements whose layout changes under `prefers-reduced-motion` (Tailwind's `motion-reduce:`). */
const REDUCED_LAYOUT = '[class*="motion-reduce:"]';

/**
 * Fails with the list of axe violations (WCAG 2.2 AA tags) on the page as it is now, then again
 * with `prefers-reduced-motion: reduce` (unless the page already has it) on the elements that have
 * a layout of their own for it (Tailwind's `motion-reduce:` classes: the landing page's carousels
 * become scrollable rows). Elsewhere the preference only shortens animations and transitions to
 * nothing, whose end state the first scan already sees. Sections below the fold (`.below-fold`,
 * content-visibility: auto) are rendered for the scan: the browser skips their layout until they
 * near the viewport, and axe cannot judge what is not laid out (sizes, scrolling, contrast).
 * docs/decisions/0079-browser-suite-budget.md says why axe runs this way.
 */
export async function expectNoAxeViolations(
  page: Page,
  include?: string,
  options: ScanOptions = {},
) {
  // Only what is scanned matters: a region (`include`) away from the landing page's carousels and
  // from the sections below the fold is scanned without re-laying out the rest of a long page.
  const { reduced, reducedLayout, belowFold } = await page.evaluate(
    ({ reducedSelector, include }) => {
      const scope = include ? [...document.querySelectorAll(include)] : [document.documentElement];
      const inScope = (selector: string) =>
        scope.some(
          (root) => root.closest(selector) !== null || root.querySelector(selector) !== null,
        );
      return {
        reduced: matchMedia("(prefers-reduced-motion: reduce)").matches,
        reducedLayout: inScope(reducedSelector),
        belowFold: inScope(".below-fold"),
      };
    },
    { reducedSelector: REDUCED_LAYOUT, include },
  );
  if (belowFold) await renderBelowFold(page, true);
  await finishTransitions(page);
  try {
    await expectNoViolationsNow(page, include, reduced ? "reduced motion" : "motion", options);
    if (!reduced && reducedLayout) {
      await page.emulateMedia({ reducedMotion: "reduce" });
      // Only what the preference lays out differently: the rest was scanned just above.
      await expectNoViolationsNow(page, include ?? REDUCED_LAYOUT, "reduced motion", options);
      await page.emulateMedia({ reducedMotion: null });
    }
  } finally {
    if (belowFold) await renderBelowFold(page, false);
  }
}

/**
 * axe-core is put in the document once and run there (no frames to merge: the site has none).
 * @axe-core/playwright evaluated its 570 KB source twice per scan and configured it again: about
 * half of a scan's time on this machine. Only violations are collected in full (every rule of the
 * tags still runs, or only COLOR_RULES for `colorsOnly`).
 */
async function expectNoViolationsNow(
  page: Page,
  include: string | undefined,
  label: string,
  { colorsOnly }: ScanOptions,
) {
  const present = await page.evaluate(() => "axe" in window);
  if (!present) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ include, exclude, tags, rules }) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run;
      const results = await run(
        include ? { include: [include], exclude: [exclude] } : { exclude: [exclude] },
        {
          runOnly: rules ? { type: "rule", values: rules } : { type: "tag", values: tags },
          resultTypes: ["violations"],
        },
      );
      return results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
    },
    {
      include,
      exclude: RADIX_FOCUS_PROXY,
      tags: WCAG_TAGS,
      rules: colorsOnly ? COLOR_RULES : undefined,
    },
  );
  const theme = await page.evaluate(() => document.documentElement.dataset.theme);
  expect(violations, `axe violations (${label}, ${theme})`).toEqual([]);
}

/**
 * Ends every running CSS transition at its end state: contrast is measured on the end state. A
 * theme switch starts colour transitions (`transition-colors`), and a below-fold section laid out
 * only now starts its own from the colours it had when it was last laid out. Finishing them gives
 * the same state as waiting them out, without the wait.
 */
export async function finishTransitions(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  });
}

/** Lays out every `.below-fold` section now (an inline style, which the CSP allows from CSSOM). */
async function renderBelowFold(page: Page, on: boolean) {
  await page.evaluate((visible) => {
    for (const el of document.querySelectorAll<HTMLElement>(".below-fold")) {
      el.style.contentVisibility = visible ? "visible" : "";
    }
  }, on);
}

/**
 * For `page.evaluate` after a scroll: resolves once the scroll event has been handled and the
 * next frame painted (scroll events fire before a frame's animation callbacks, React's update of
 * it before the one after), instead of a fixed wait.
 */
export const afterScrollHandled = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });

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

/**
 * A list cell's title link has (almost) the cell's width, and its second line (a `<p>`: a
 * ticket's category, an asset's model) sits under it, not beside it sharing the width.
 */
export async function expectSecondLineUnderTitle(cell: Locator) {
  const [cellBox, titleBox, lineBox] = [
    (await cell.boundingBox())!,
    (await cell.locator("a").boundingBox())!,
    (await cell.locator("p").boundingBox())!,
  ];
  expect(lineBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height - 1);
  expect(titleBox.width).toBeGreaterThan(cellBox.width * 0.8);
}

/**
 * Whether each end of a scrolling box shows a scroll shadow (`scroll-shadows`, app.css): each
 * edge strip is compared with the same strip once the box's background is plain `cover`.
 * Returns [start, end] (top and bottom, or left and right): true where a shadow is drawn.
 */
export async function scrollShadowsAt(
  page: Page,
  box: Locator,
  axis: "x" | "y",
  cover: string,
): Promise<[boolean, boolean]> {
  const { x, y, width, height } = (await box.boundingBox())!;
  const depth = 10;
  const strips =
    axis === "y"
      ? [
          { x, y, width, height: depth },
          { x, y: y + height - depth, width, height: depth },
        ]
      : [
          { x, y, width: depth, height },
          { x: x + width - depth, y, width: depth, height },
        ];
  const drawn = async () => Promise.all(strips.map((clip) => page.screenshot({ clip })));
  const shaded = await drawn();
  await box.evaluate((el, plain) => el.style.setProperty("background", plain), cover);
  const plain = await drawn();
  await box.evaluate((el) => el.style.removeProperty("background"));
  return [!shaded[0]!.equals(plain[0]!), !shaded[1]!.equals(plain[1]!)];
}
