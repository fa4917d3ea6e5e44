import { expect } from "./fixtures";
import { afterScrollHandled, watchConsole } from "./helpers";
import { sharedPageTest as test } from "./shared-page";

// The worker's shared page (shared-page.ts) is handed from test to test: what one test leaves in it
// (cookies, listeners, viewport, media) must not reach the next. The tests run in order in one
// worker, so that the second sees the page the first used.
test.describe.configure({ mode: "serial" });

let first: unknown;

test("a test leaves a cookie, a listener, a small viewport, reduced motion, a scroll", async ({
  page,
  baseURL,
  gotoHydrated,
}) => {
  first = page;
  await page.context().addCookies([{ name: "theme", value: "light", url: baseURL! }]);
  page.on("console", () => {
    throw new Error("a listener of the previous test");
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoHydrated("/");
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  // React Router keeps the position in the tab's session storage as the page is left.
  await page.evaluate(() => window.scrollTo(0, 2000));
  await page.evaluate(afterScrollHandled);
});

test("the next test gets the same page without any of it", async ({ page, gotoHydrated }) => {
  expect(page, "the same page").toBe(first);
  expect(await page.context().cookies()).toEqual([]);
  expect(page.viewportSize()).toEqual({ width: 1440, height: 900 });
  const watcher = watchConsole(page);
  await gotoHydrated("/");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches)).toBe(
    false,
  );
  // Its own console watcher sees the page's errors; the previous test's listener is gone.
  await page.evaluate(() => console.error("erreur de test"));
  expect(watcher.errors).toEqual(["erreur de test"]);
});

test("the test's context is its page's, and what would outlive the test is refused", async ({
  page,
  context,
}) => {
  expect(context).toBe(page.context());
  expect(() => page.addInitScript("window.leak = 1")).toThrow(/outlive the test/);
  expect(() => context.setOffline(true)).toThrow(/outlive the test/);
  expect(() => page.clock.install()).toThrow(/outlive the test/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  let plain: unknown;

  test("a page of its own, where the site's scripts do not run", async ({ page }) => {
    plain = page;
    expect(page).not.toBe(first);
    await page.goto("/");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  });

  test("kept for the next test without JavaScript", async ({ page }) => {
    expect(page).toBe(plain);
    expect(page.url()).toBe("about:blank");
  });
});
