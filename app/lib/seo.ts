import type { MetaDescriptor } from "react-router";

// Per-page title, description, canonical URL, Open Graph and Twitter tags (SPEC section 9:
// preview image 1200×630, locale fr_FR, canonical = site origin + current path).

const OG_IMAGE = { path: "/og-image.jpg", width: 1200, height: 630 } as const;

export interface RootMetaData {
  siteUrl: string;
  brandName: string;
}

export interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The root loader's public data, as seen from any route's meta function. */
export function rootMetaData(matches: readonly (MatchLike | undefined)[]): RootMetaData {
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    { siteUrl?: string; site?: { brandName?: string } } | undefined;
  return {
    siteUrl: root?.siteUrl ?? "",
    brandName: root?.site?.brandName ?? "",
  };
}

export function pageMeta(root: RootMetaData, page: PageMetaInput): MetaDescriptor[] {
  const url = `${root.siteUrl}${page.path}`;
  const image = `${root.siteUrl}${OG_IMAGE.path}`;
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:site_name", content: root.brandName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { property: "og:image:alt", content: root.brandName },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  if (page.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}

/** The tags of a 404 page: noindex, and the brand in the title like every other page. */
export const notFoundMeta = (root: RootMetaData, path: string): MetaDescriptor[] =>
  pageMeta(root, {
    title: `Page introuvable | ${root.brandName}`,
    description: "Cette page n'existe pas.",
    path,
    noindex: true,
  });

export const defaultTitle = (brand: string) => `${brand} | Plateforme SaaS de gestion informatique`;
export const landingTitle = (brand: string) =>
  `${brand} | Solutions digitales et cybersécurité en Guinée`;
