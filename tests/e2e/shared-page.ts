import type { BrowserContext, Page } from "@playwright/test";
import { CLIENT_IP_HEADER, randomIp } from "./accounts";
import { test } from "./fixtures";

// `sharedPageTest`: `test` whose `page` is the worker's one browser page, handed to each test in
// turn, for tests that read pages as a visitor. A page kept across tests keeps its renderer, and
// with it the compiled scripts: the site's bundles and axe-core are not compiled again on every
// load. Measured on the 28 entries of a11y-site and a11y-auth, one worker: 114 s with a context
// per test, as long with a new page per test in one context, about 75 s with one page (0094).

interface WorkerPage {
  workerPage: { context: BrowserContext; page: Page };
}

type Listeners = Map<string | symbol, Set<unknown>>;

/** The listeners on the page before a test: those the test adds are removed after it. */
function listenersOf(page: Page): Listeners {
  const emitter = page as unknown as NodeJS.EventEmitter;
  return new Map(emitter.eventNames().map((name) => [name, new Set(emitter.listeners(name))]));
}

/** Removes the listeners the test added (console watchers, dialog handlers…). */
function restore(page: Page, before: Listeners) {
  const emitter = page as unknown as NodeJS.EventEmitter;
  for (const name of emitter.eventNames()) {
    const kept = before.get(name);
    for (const listener of emitter.listeners(name)) {
      if (!kept?.has(listener)) emitter.off(name, listener as (...args: unknown[]) => void);
    }
  }
}

export const sharedPageTest = test.extend<object, WorkerPage>({
  workerPage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor } =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        locale,
        timezoneId,
        viewport,
        userAgent,
        deviceScaleFactor,
      });
      const page = await context.newPage();
      await provide({ context, page });
      await context.close();
    },
    { scope: "worker" },
  ],

  page: async (
    { workerPage, viewport, javaScriptEnabled, reducedMotion, colorScheme, storageState },
    provide,
    testInfo,
  ) => {
    // What a page cannot change once made: such a test takes `test` and a context of its own.
    if (javaScriptEnabled === false || storageState !== undefined) {
      throw new Error(`${testInfo.title}: a context option the shared page cannot take`);
    }
    const { context, page } = workerPage;
    // The tab's session storage (React Router keeps scroll positions there and restores them on
    // the next load), then a blank document: the next test starts as in a new tab.
    if (page.url().startsWith("http")) {
      await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
    }
    await page.goto("about:blank");
    await context.clearCookies();
    await context.clearPermissions();
    await page.setViewportSize(viewport ?? { width: 1440, height: 900 });
    await page.emulateMedia({ reducedMotion, colorScheme });
    // Rate limits count per client: each test is a client of its own, as with a fresh context.
    await page.setExtraHTTPHeaders({ [CLIENT_IP_HEADER]: randomIp() });
    const before = listenersOf(page);
    await provide(page);
    restore(page, before);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  },
});
