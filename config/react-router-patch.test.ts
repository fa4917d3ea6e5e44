import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  Outlet,
  StaticRouterProvider,
  useParams,
} from "react-router";
import { describe, expect, it } from "vitest";

// patches/react-router+7.18.4.patch (decision 0146) keeps what React Router builds from the
// routes alone: each compiled route pattern, the routes of each path above a page, the server's
// route objects, and the static router's data routes. A pattern's matcher depends on its case
// sensitivity and on whether it must match the whole path; a static router made again from the
// same routes must render its own request, not the first one's.

const dist = "node_modules/react-router/dist/production";

describe("react-router, as patched", () => {
  it("is the version the patch was written for, with its four changes", () => {
    const { version } = JSON.parse(
      readFileSync("node_modules/react-router/package.json", "utf8"),
    ) as { version: string };
    expect(version).toBe("7.18.4");
    const chunk = readFileSync(`${dist}/chunk-Q34X6AWR.mjs`, "utf8");
    expect(chunk).toContain("compiledPaths.get(key)");
    expect(chunk).toContain("partialRouteIds.get(router.branches)");
    expect(chunk).toContain("staticDataRoutes.get(routes)");
    expect(readFileSync(`${dist}/chunk-G2MPF4YY.mjs`, "utf8")).toContain(
      "serverRoutes.get(manifestRoutes)",
    );
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

  it("renders each request with the same routes as its own", async () => {
    const Ticket = () => createElement("p", null, `Ticket ${useParams().id}`);
    const routes = [
      {
        path: "/",
        Component: () => createElement("main", null, createElement(Outlet)),
        children: [
          { path: "tickets/:id", Component: Ticket },
          { path: "parc", Component: () => createElement("p", null, "Parc") },
        ],
      },
    ];
    const handler = createStaticHandler(routes);
    const page = async (path: string) => {
      const context = await handler.query(new Request(`http://localhost${path}`));
      if (context instanceof Response) throw new Error("no page");
      const router = createStaticRouter(handler.dataRoutes, context);
      return renderToString(
        createElement(StaticRouterProvider, { router, context, hydrate: false }),
      );
    };
    expect(await page("/tickets/7")).toBe("<main><p>Ticket 7</p></main>");
    expect(await page("/parc")).toBe("<main><p>Parc</p></main>");
    expect(await page("/tickets/8")).toBe("<main><p>Ticket 8</p></main>");
  });
});
