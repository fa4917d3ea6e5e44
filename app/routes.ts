import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// The route table, mirroring SPEC section 2.
export default [
  layout("routes/_site/layout.tsx", [
    index("routes/_site/home.tsx"),
    route("*", "routes/_site/not-found.tsx"),
  ]),
  route("theme", "routes/actions/theme.ts"),
  route("sitemap.xml", "routes/_seo/sitemap.ts"),
  route("robots.txt", "routes/_seo/robots.ts"),
] satisfies RouteConfig;
