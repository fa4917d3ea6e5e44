// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { hookAttrs, hookSelector, landingHooks, MARQUEE_CLASS } from "./hooks";
import { renderLandingHtml } from "./landing-html.server";
import { StaticLink } from "./sections/static-link";
import { defaultSiteConfig } from "~/content/site";
import { projects } from "~/content/projects";
import { statistics } from "~/content/statistics";

function parse(html: string): Document {
  const doc = document.implementation.createHTMLDocument("landing");
  doc.body.innerHTML = html;
  return doc;
}

const renderedSections = () => parse(renderLandingHtml(defaultSiteConfig).sections);

describe("the landing's DOM hooks", () => {
  // Not in every rendering: `counting` is written by count-up.ts on the band, and
  // `unavailableHref` marks links to pages not made yet (none today; StaticLink is tested below).
  const notAlwaysRendered = new Set<keyof typeof landingHooks>(["counting", "unavailableHref"]);

  it("are all carried by the server-rendered sections that the client code queries", () => {
    const doc = renderedSections();
    const missing = Object.entries(landingHooks)
      .filter(([key]) => !notAlwaysRendered.has(key as keyof typeof landingHooks))
      .filter(([, hook]) => doc.querySelector(hook.selector) === null)
      .map(([key]) => key);
    expect(missing).toEqual([]);
    expect(doc.querySelectorAll(`.${MARQUEE_CLASS}`).length).toBeGreaterThan(0);
  });

  it("carry their values: one trigger per product, the statistics' final numbers", () => {
    const doc = renderedSections();
    for (const project of projects) {
      expect(doc.querySelector(hookSelector(landingHooks.projectTrigger, project.id))).not.toBe(
        null,
      );
    }
    const band = doc.querySelector(landingHooks.statsBand.selector);
    const targets = [...(band?.querySelectorAll(landingHooks.countTo.selector) ?? [])].map((el) =>
      Number(el.getAttribute(landingHooks.countTo.name)),
    );
    expect(targets).toEqual(statistics.map((s) => s.value));
  });

  it("mark StaticLink's two forms: a site link, or a button for a page not made yet", () => {
    const link = parse(renderToStaticMarkup(<StaticLink href="/tarifs">Tarifs</StaticLink>));
    expect(link.querySelector(`a${landingHooks.siteLink.selector}`)?.getAttribute("href")).toBe(
      "/tarifs",
    );
    const missing = parse(
      renderToStaticMarkup(<StaticLink href="/page-a-venir">Bientôt</StaticLink>),
    );
    const button = missing.querySelector(`button${landingHooks.unavailableHref.selector}`);
    expect(button?.getAttribute(landingHooks.unavailableHref.name)).toBe("/page-a-venir");
  });

  it("render as one attribute to spread on the element", () => {
    expect(hookAttrs(landingHooks.heroMedia)).toEqual({ "data-hero-media": "" });
    expect(hookAttrs(landingHooks.statsBand)).toEqual({ "data-testid": "stats-band" });
    expect(hookAttrs(landingHooks.countTo, 1200)).toEqual({ "data-count-to": "1200" });
  });
});
