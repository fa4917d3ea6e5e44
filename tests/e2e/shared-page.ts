import type { BrowserContext, Page } from "@playwright/test";
import { CLIENT_IP_HEADER, randomIp } from "./accounts";
import { test } from "./fixtures";

// `sharedPageTest`: `test` whose `page` (and `context`) is the worker's one browser page, handed to
// each test in turn. A page kept across tests keeps its renderer, and with it the compiled
// scripts: the site's bundles and axe-core are not compiled again on every load. Measured on the
// 28 entries of a11y-site and a11y-auth, one worker: 114 s with a context per test, as long with a
// new page per test in one context, about 75 s with one page (0094).

interface WorkerPages {
  /** The worker's page with JavaScript on or off, made on first use and kept for the next tests. */
  workerPages: (javaScriptEnabled: boolean) => Promise<{ context: BrowserContext; page: Page }>;
}

type Listeners = Map<string | symbol, Set<unknown>>;

/** The listeners on the page before a test: those the test adds are removed after it. */
function listenersOf(page: Page): Listeners {
  const emitter = page as unknown as NodeJS.EventEmitter;
  return new Map(emitter.eventNames().map((name) => [name, new Set(emitter.listeners(name))]));
}

/**
 * What would outlive the test in the page or its context, with no way to take it back: such a
 * call throws, and the test takes a context of its own (`browser.newContext()`).
 */
const LASTING = {
  page: ["addInitScript", "exposeBinding", "exposeFunction"],
  context: [
    "addInitScript",
    "exposeBinding",
    "exposeFunction",
    "setOffline",
    "setGeolocation",
    "setHTTPCredentials",
  ],
  clock: ["install", "setFixedTime", "setSystemTime", "pauseAt"],
} as const;

/** Makes the LASTING calls throw until the returned function is called. */
function refuseLasting(page: Page): () => void {
  const targets = [
    [page, LASTING.page],
    [page.context(), LASTING.context],
    [page.clock, LASTING.clock],
  ] as const;
  for (const [target, names] of targets) {
    for (const name of names) {
      Object.defineProperty(target, name, {
        configurable: true,
        value: () => {
          throw new Error(
            `${name}() would outlive the test on the shared page: use a context of its own`,
          );
        },
      });
    }
  }
  return () => {
    for (const [target, names] of targets) {
      for (const name of names) delete (target as unknown as Record<string, unknown>)[name];
    }
  };
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

export const sharedPageTest = test.extend<object, WorkerPages>({
  workerPages: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor } =
        workerInfo.project.use;
      const made = new Map<boolean, Promise<{ context: BrowserContext; page: Page }>>();
      await provide((javaScriptEnabled) => {
        let pair = made.get(javaScriptEnabled);
        if (!pair) {
          pair = browser
            .newContext({
              baseURL,
              locale,
              timezoneId,
              viewport,
              userAgent,
              deviceScaleFactor,
              javaScriptEnabled,
            })
            .then(async (context) => ({ context, page: await context.newPage() }));
          made.set(javaScriptEnabled, pair);
        }
        return pair;
      });
      await Promise.all([...made.values()].map(async (pair) => (await pair).context.close()));
    },
    { scope: "worker" },
  ],

  page: async (
    { workerPages, viewport, javaScriptEnabled, reducedMotion, colorScheme, storageState },
    provide,
    testInfo,
  ) => {
    // What a page cannot change once made: such a test takes `test` and a context of its own.
    if (storageState !== undefined) {
      throw new Error(`${testInfo.title}: a context option the shared page cannot take`);
    }
    const { context, page } = await workerPages(javaScriptEnabled !== false);
    // The tab's session storage (React Router keeps scroll positions there and restores them on
    // the next load), then a blank document: the next test starts as in a new tab.
    if (javaScriptEnabled !== false && page.url().startsWith("http")) {
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
    const allowLasting = refuseLasting(page);
    await provide(page);
    allowLasting();
    restore(page, before);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  },

  // The test's `context` is its page's: cookies it reads or adds are the page's own.
  context: async ({ page }, provide) => {
    await provide(page.context());
  },
});
