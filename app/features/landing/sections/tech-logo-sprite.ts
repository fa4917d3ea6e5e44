import { technologies } from "~/content/technologies";

// The simple-icons logos of the technology sections as one SVG sprite, served by the
// `tech-logos.svg` resource route and drawn with `<use href="/tech-logos.svg?v=…#logo-…">`: their
// paths (about 27 KiB compressed) stay out of the landing page's HTML, and the browser caches
// them. The version is a hash of the sprite, so the URL changes whenever a logo does.

const symbolId = (slug: string) => `logo-${slug}`;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function buildSprite(): string {
  const symbols = technologies
    .map(({ icon }) =>
      "path" in icon
        ? `<symbol id="${symbolId(icon.slug)}" viewBox="0 0 24 24"><path d="${escapeAttribute(icon.path)}"/></symbol>`
        : "",
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`;
}

/** FNV-1a, 32 bits: a short version tag for the URL, not a security measure. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

export const techLogoSprite = buildSprite();
export const TECH_LOGO_SPRITE_VERSION = hash(techLogoSprite);
const TECH_LOGO_SPRITE_PATH = "/tech-logos.svg";

/** The URL of one logo in the sprite. */
export const techLogoHref = (slug: string) =>
  `${TECH_LOGO_SPRITE_PATH}?v=${TECH_LOGO_SPRITE_VERSION}#${symbolId(slug)}`;
