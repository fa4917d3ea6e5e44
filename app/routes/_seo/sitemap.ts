import { sitemapPaths } from "~/content/pages";
import { env } from "~/server/env.server";

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The public pages that exist, absolute, for search engines. */
export function loader() {
  const { siteUrl } = env();
  const urls = sitemapPaths()
    .map((path) => `  <url><loc>${escapeXml(siteUrl + path)}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
