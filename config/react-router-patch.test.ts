import { readFileSync } from "node:fs";
import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";

// patches/react-router+7.18.4.patch (decision 0146) keeps each compiled route pattern. A pattern's
// matcher depends on its case sensitivity and on whether it must match the whole path: a cache
// keyed on the path alone would answer the second call with the first one's matcher.

describe("react-router, as patched", () => {
  it("is the version the patch was written for", () => {
    const { version } = JSON.parse(
      readFileSync("node_modules/react-router/package.json", "utf8"),
    ) as { version: string };
    expect(version).toBe("7.18.4");
    const chunk = readFileSync(
      "node_modules/react-router/dist/production/chunk-Q34X6AWR.mjs",
      "utf8",
    );
    expect(chunk).toContain("compiledPaths.get(key)");
    expect(chunk).toContain("partialRouteIds.get(router.branches)");
  });

  it("matches a pattern by its own case sensitivity, whichever came first", () => {
    expect(matchPath({ path: "/Tickets/:id", caseSensitive: true }, "/tickets/7")).toBeNull();
    expect(matchPath({ path: "/Tickets/:id", caseSensitive: false }, "/tickets/7")?.params).toEqual(
      { id: "7" },
    );
    expect(matchPath({ path: "/Tickets/:id", caseSensitive: true }, "/tickets/7")).toBeNull();
  });

  it("matches a prefix only when the pattern is not an end", () => {
    expect(matchPath({ path: "/projets", end: true }, "/projets/12")).toBeNull();
    expect(matchPath({ path: "/projets", end: false }, "/projets/12")?.pathnameBase).toBe(
      "/projets",
    );
    expect(matchPath({ path: "/projets", end: true }, "/projets/12")).toBeNull();
    expect(matchPath("/projets/:id", "/projets/12")?.params).toEqual({ id: "12" });
  });
});
