import { MARKETING_SERVICE_SLUGS, marketingServiceHref } from "./marketing-service-paths";

// Every public page of the site: one catalogue for the sitemap and for the link helper (a link to
// a page that does not exist yet shows the "not implemented" toast instead of a dead link).
// A feature issue flips `available` when it ships its page.

export interface PublicPage {
  path: string;
  available: boolean;
  /** Left out of the sitemap (the dashboard is not a public page). */
  noindex?: boolean;
}

export const publicPages: PublicPage[] = [
  { path: "/", available: true },
  { path: "/saas", available: true },
  { path: "/tarifs", available: true },
  { path: "/docs", available: true },
  { path: "/contact", available: true },
  { path: "/a-propos", available: true },
  { path: "/faq", available: true },
  { path: "/legal", available: true },
  { path: "/privacy", available: true },
  { path: "/terms", available: true },
  { path: "/connexion", available: true },
  { path: "/inscription", available: true },
  { path: "/mot-de-passe-oublie", available: true, noindex: true },
  { path: "/blog", available: false },
  { path: "/carrieres", available: false },
  { path: "/careers", available: false },
  { path: "/dashboard", available: true, noindex: true },
  ...MARKETING_SERVICE_SLUGS.map((slug) => ({ path: marketingServiceHref(slug), available: true })),
];

const availablePaths = new Set(publicPages.filter((p) => p.available).map((p) => p.path));

/** True when a href leads somewhere real: external URLs, and site paths whose page exists. */
export function isAvailableHref(href: string): boolean {
  if (!href.startsWith("/")) return true;
  const path = href.split(/[?#]/)[0] || "/";
  return availablePaths.has(path);
}

export const sitemapPaths = (): string[] =>
  publicPages.filter((p) => p.available && !p.noindex).map((p) => p.path);
