import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// The route table, mirroring SPEC section 2.
export default [
  layout("routes/_site/layout.tsx", [
    index("routes/_site/home.tsx"),
    route("*", "routes/_site/not-found.tsx"),
  ]),
  // The dashboard has its own layout; its child segments never collide with a service id
  // (checked by app/content/dashboard-services.test.ts).
  route("dashboard", "routes/_app/layout.tsx", [
    index("routes/_app/index.tsx"),
    route("parametres", "routes/_app/settings.tsx"),
    route("support", "routes/_app/support.tsx"),
    route(":serviceId", "routes/_app/service.tsx"),
  ]),
  route("dashboard/sidebar", "routes/actions/dashboard-sidebar.ts"),
  route("theme", "routes/actions/theme.ts"),
  route("sitemap.xml", "routes/_seo/sitemap.ts"),
  route("robots.txt", "routes/_seo/robots.ts"),
] satisfies RouteConfig;
