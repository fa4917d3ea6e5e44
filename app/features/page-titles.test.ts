import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The dashboard's pages title themselves at one size, so that moving from one module to the
// next does not change the heading's scale: a review found the teams' and the performance
// pages' titles at 24 px beside the others' 30 px. The public site (landing), the account pages
// (auth) and the requesters' portal (portal-*) have headings of their own.

const FEATURES = path.join(import.meta.dirname);
const OUTSIDE_DASHBOARD = /^(landing|auth)\/|\/portal-[^/]*\.tsx$/;

function dashboardFiles(dir: string, base = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(base, entry.name);
    if (entry.isDirectory()) return dashboardFiles(path.join(dir, entry.name), relative);
    if (!entry.name.endsWith(".tsx") || entry.name.endsWith(".test.tsx")) return [];
    return OUTSIDE_DASHBOARD.test(relative) ? [] : [relative];
  });
}

describe("the dashboard's page titles", () => {
  it("are all text-2xl, then text-3xl from the sm width", () => {
    const titles = dashboardFiles(FEATURES).flatMap((file) =>
      [
        ...readFileSync(path.join(FEATURES, file), "utf8").matchAll(/<h1\s+className="([^"]*)"/g),
      ].map((match) => [file, match[1]!] as const),
    );
    expect(titles.length).toBeGreaterThan(25);
    const odd = titles.filter(([, classes]) => {
      const list = classes.split(/\s+/);
      return !list.includes("text-2xl") || !list.includes("sm:text-3xl");
    });
    expect(odd).toEqual([]);
  });
});
