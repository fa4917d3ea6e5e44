import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { de } from "../../app/content/french";
import { isAvailableHref } from "../../app/content/pages";
import { aboutPillars, aboutTitle, performanceCards } from "../../app/content/landing";
import { processSteps } from "../../app/content/process";
import { landingServices, marketingServiceHref } from "../../app/content/marketing-services";
import { TECH_ROWS, technologies, technologyRows } from "../../app/content/technologies";
import { testimonials } from "../../app/content/testimonials";
import { baseURL } from "../../playwright.config";
import { watchConsole } from "./helpers";

const ANCHORS = [
  "accueil",
  "a-propos",
  "services",
  "technologies",
  "processus",
  "projets",
  "temoignages",
  "contact",
];

test.describe("landing page sections", () => {
  test("has the sections in the spec's order, one h1 and no console error", async ({
    page,
    gotoHydrated,
  }) => {
    const console = watchConsole(page);
    await gotoHydrated("/");
    const ids = await page.evaluate((wanted) => {
      const all = [...document.querySelectorAll("main [id]")].map((el) => el.id);
      return all.filter((id) => wanted.includes(id));
    }, ANCHORS);
    expect(ids).toEqual(ANCHORS);
    await expect(page.locator("h1")).toHaveCount(1);
    // Performance, strip and statistics sit where the issue puts them.
    const order = await page.evaluate(() => {
      const pos = (sel: string) => {
        const el = document.querySelector(sel);
        return el ? el.getBoundingClientRect().top + window.scrollY : -1;
      };
      return [
        pos("#services"),
        pos('[data-testid="performance-cards"]'),
        pos('[data-testid="tech-strip"]'),
        pos("#technologies"),
        pos("#projets"),
        pos('[data-testid="stats-band"]'),
        pos("#temoignages"),
      ];
    });
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order).not.toContain(-1);
    console.expectNone();
  });

  test("a client-side navigation to / renders the same sections", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/page-inexistante");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole("link", { name: "Retour à l'accueil" }).click();
    await expect(page.locator("#a-propos h2")).toHaveText(aboutTitle);
    await expect(page.getByTestId("service-card")).toHaveCount(9);
    await expect(page.locator("#contact")).toContainText("Adresse");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test("the document does not repeat the sections in its loader data", async ({ page }) => {
    const response = await page.goto("/");
    const html = (await response?.text()) ?? "";
    expect(html.split("Neuf expertises complémentaires").length - 1).toBe(1);
    // Nor for clients that send no Sec-Fetch-Dest (load testers, crawlers, curl).
    const plain = await (await page.request.get("/")).text();
    expect(plain.split("Neuf expertises complémentaires").length - 1).toBe(1);
  });

  test("hero: company name, tagline and the two calls to action", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("#accueil");
    await expect(hero.locator("h1")).toContainText("Exemple Digital");
    await expect(hero).toContainText("réseau, cloud, audit de sécurité et cybersécurité");
    // The service and SaaS pages exist once the pages branch is in (app/content/pages.ts);
    // before that these calls to action explain themselves in the spec's toast.
    if (isAvailableHref("/services/developpement")) {
      await expect(hero.getByRole("link", { name: "Nos Services" })).toHaveAttribute(
        "href",
        "/services/developpement",
      );
      await expect(hero.getByRole("link", { name: "Découvrir la SAAS" })).toHaveAttribute(
        "href",
        "/saas",
      );
      return;
    }
    const services = hero.getByRole("button", { name: "Nos Services" });
    await expect(services).toHaveAttribute("data-unavailable-href", "/services/developpement");
    const saas = hero.getByRole("button", { name: "Découvrir la SAAS" });
    await expect(saas).toHaveAttribute("data-unavailable-href", "/saas");
    await services.click();
    await expect(page.getByTestId("toast")).toContainText(
      "Cette fonctionnalité n'est pas encore implémentée",
    );
  });

  test("about: the title and the three pillars", async ({ page }) => {
    await page.goto("/");
    const about = page.locator("#a-propos");
    await expect(about.getByRole("heading", { level: 2 })).toHaveText(aboutTitle);
    for (const pillar of aboutPillars) {
      await expect(about.getByRole("heading", { name: pillar.title })).toBeVisible();
      await expect(about).toContainText(pillar.text);
    }
  });

  test("services: nine cards in order, four features and a link each", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#services");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Nos Domaines d'Expertise");
    const cards = section.getByTestId("service-card");
    await expect(cards).toHaveCount(9);
    for (const [i, service] of landingServices.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(service.title);
      await expect(card).toContainText(service.description);
      await expect(card.locator("svg").first()).toBeVisible();
      await expect(card.locator("ul > li")).toHaveText(service.features);
      if (isAvailableHref(marketingServiceHref(service.slug))) {
        const more = card.getByRole("link", { name: /En savoir plus/ });
        await expect(more).toHaveAttribute("href", marketingServiceHref(service.slug));
      } else {
        const more = card.getByRole("button", { name: /En savoir plus/ });
        await expect(more).toHaveAttribute(
          "data-unavailable-href",
          marketingServiceHref(service.slug),
        );
      }
    }
    expect(landingServices.map((s) => marketingServiceHref(s.slug))).toEqual([
      "/services/developpement",
      "/services/network-automation",
      "/services/cloud-solutions",
      "/services/cybersecurity",
      "/services/data-analysis",
      "/services/ai-integration",
      "/services/ui-design",
      "/services/strategy",
      "/services/chatbots",
    ]);
  });

  test("performance: three cards", async ({ page }) => {
    await page.goto("/");
    const cards = page.getByTestId("performance-cards").locator(":scope > li");
    await expect(cards).toHaveCount(3);
    for (const [i, card] of performanceCards.entries()) {
      await expect(cards.nth(i).getByRole("heading")).toHaveText(card.title);
    }
  });

  test("technology strip: the list tripled, 80 s per loop, names with logos", async ({ page }) => {
    await page.goto("/");
    const strip = page.getByTestId("tech-strip");
    const copies = strip.locator("ul[data-copy]");
    await expect(copies).toHaveCount(3);
    const first = await copies.nth(0).locator("li").allTextContents();
    expect(first.length).toBeGreaterThanOrEqual(8);
    for (const i of [1, 2]) {
      await expect(copies.nth(i)).toHaveAttribute("aria-hidden", "true");
      expect(await copies.nth(i).locator("li").allTextContents()).toEqual(first);
    }
    // One logo per name: a simple-icons file drawn as a CSS mask in the text colour, or a lucide icon.
    const logos = copies.nth(0).locator("li > span > [aria-hidden]");
    await expect(logos).toHaveCount(first.length);
    const logo = copies.nth(0).locator("li .tech-logo").first();
    await strip.scrollIntoViewIfNeeded();
    const style = await logo.evaluate((el) => {
      const css = getComputedStyle(el);
      return {
        mask: css.maskImage,
        width: el.getBoundingClientRect().width,
        bg: css.backgroundColor,
      };
    });
    expect(style.width).toBeGreaterThan(0);
    expect(style.bg).not.toBe("rgba(0, 0, 0, 0)");
    const url = style.mask.match(/url\("([^"]+)"\)/)?.[1] ?? "";
    expect(new URL(url).pathname).toMatch(/^\/tech-logos\/[a-z0-9]+\.svg$/);
    const file = await page.request.get(url);
    expect(file.headers()["content-type"]).toContain("image/svg+xml");
    expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await file.text()).toMatch(/^<svg [^>]*viewBox="0 0 24 24"><path d="/);
    const duration = await strip
      .locator(".marquee-track")
      .evaluate((el) => getComputedStyle(el).animationDuration);
    expect(duration).toBe("80s");
  });

  test("technologies: +45 in three rows by index % 3 at 60, 70 and 65 s", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#technologies");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(
      "+45 Technologies Maîtrisées",
    );
    const rows = technologyRows();
    const seen: string[] = [];
    for (const [i, seconds] of [60, 70, 65].entries()) {
      const row = page.getByTestId(`tech-row-${i}`);
      const visible = row.locator('ul[data-copy="0"] > li');
      await expect(visible).toHaveCount(15);
      const names = await visible.locator(".font-semibold").allTextContents();
      expect(names).toEqual(rows[i]?.map((t) => t.name));
      seen.push(...names);
      await expect(row.locator("ul[data-copy]")).toHaveCount(3);
      const duration = await row
        .locator(".marquee-track")
        .evaluate((el) => getComputedStyle(el).animationDuration);
      expect(duration).toBe(`${seconds}s`);
    }
    expect(seen.sort()).toEqual(technologies.map((t) => t.name).sort());
    expect(new Set(seen).size).toBe(45);
    await expect(section).toContainText(technologies[0]?.description ?? "");
  });

  test("carousels pause off-screen, on hover, and hold still under reduced motion", async ({
    page,
  }) => {
    await page.goto("/");
    const row = page.getByTestId("tech-row-0");
    const state = () =>
      row.locator(".marquee-track").evaluate((el) => getComputedStyle(el).animationPlayState);
    await expect(row).toHaveAttribute("data-paused", "true");
    await expect.poll(state).toBe("paused");
    await row.scrollIntoViewIfNeeded();
    await expect(row).toHaveAttribute("data-paused", "false");
    await page.mouse.move(0, 0);
    await expect.poll(state).toBe("running");
    await row.hover();
    await expect.poll(state).toBe("paused");
    // Keyboard users pause it too: the row is a named region that takes focus.
    await page.mouse.move(0, 0);
    await expect.poll(state).toBe("running");
    await expect(page.getByRole("region", { name: TECH_ROWS[0]!.label })).toHaveAttribute(
      "tabindex",
      "0",
    );
    await row.focus();
    await expect.poll(state).toBe("paused");
    await page.emulateMedia({ reducedMotion: "reduce" });
    const name = await row
      .locator(".marquee-track")
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(name).toBe("none");
  });

  test("under reduced motion each carousel is a keyboard-scrollable row of one copy", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    for (const testId of ["tech-strip", "tech-row-0", "tech-row-1", "tech-row-2"]) {
      const row = page.getByTestId(testId);
      await row.scrollIntoViewIfNeeded();
      await expect(row.locator('ul[data-copy="0"]')).toBeVisible();
      await expect(row.locator('ul[aria-hidden="true"]')).toHaveCount(2);
      for (const copy of await row.locator('ul[aria-hidden="true"]').all())
        await expect(copy).toBeHidden();
      // Every item can be scrolled to: the row is as wide as one copy plus its padding.
      const { scrollWidth, clientWidth, copyWidth } = await row.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
        copyWidth: el.querySelector('ul[data-copy="0"]')!.getBoundingClientRect().width,
      }));
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      expect(scrollWidth).toBeLessThan(copyWidth + 100);
      // Tab reaches it and the arrow keys scroll it.
      await row.focus();
      await expect(row).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    }
  });

  test("process: the five steps in order, each with a description and four details", async ({
    page,
  }) => {
    await page.goto("/");
    const steps = page.locator("#processus").getByTestId("process-step");
    await expect(steps).toHaveCount(5);
    for (const [i, step] of processSteps.entries()) {
      await expect(steps.nth(i).getByRole("heading", { level: 3 })).toHaveText(step.title);
      await expect(steps.nth(i)).toContainText(step.description);
      await expect(steps.nth(i).locator("ul > li")).toHaveText(step.details);
    }
  });

  test("testimonials: quote, name, company and avatar in a figure", async ({ page }) => {
    await page.goto("/");
    const figures = page.locator("#temoignages").getByTestId("testimonial");
    await expect(figures).toHaveCount(testimonials.length);
    for (const [i, t] of testimonials.entries()) {
      const figure = figures.nth(i);
      await expect(figure.locator("blockquote")).toContainText(t.quote);
      await expect(figure.locator("figcaption")).toContainText(t.name);
      await expect(figure.locator("figcaption")).toContainText(t.company);
      await expect(figure.getByRole("img", { name: `Avatar ${de(t.name)}` })).toBeVisible();
    }
    // Elided before a vowel, not before a consonant.
    await expect(page.getByRole("img", { name: "Avatar d'Ibrahima Camara" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Avatar de Mariama Diallo" })).toBeVisible();
  });

  test("the background video is client-only and skipped on phones and reduced motion", async ({
    page,
    browser,
    gotoHydrated,
  }) => {
    const html = await (await page.request.get("/")).text();
    expect(html).not.toContain("<video");
    await page.goto("/");
    await expect(page.getByTestId("hero-video")).toHaveCount(1);
    for (const options of [
      { viewport: { width: 390, height: 844 } },
      { reducedMotion: "reduce" as const },
    ]) {
      const context = await browser.newContext(options);
      const other = await context.newPage();
      await gotoHydrated(`${baseURL}/`, other);
      await expect(other.getByTestId("hero-video")).toHaveCount(0);
      await context.close();
    }
  });

  test("no horizontal overflow at 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
