import { technologies } from "~/content/technologies";

// The simple-icons logos of the technology sections, one small SVG file each
// (`/tech-logos/<slug>.svg?v=…`, the `tech-logos` resource route), drawn as a CSS mask in
// currentColor (tech-logos.css). A CSS image is fetched only when its element is rendered, and
// the sections below the fold are not rendered until they near the viewport
// (`content-visibility: auto`): the logos stay off the first paint's path, where a sprite
// referenced by `<use href>` was fetched with the document (decision note 0027). The version is a
// hash of each file, so a logo's URL changes whenever it does.

/** FNV-1a, 32 bits: a short version tag for the URL, not a security measure. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

interface TechLogoFile {
  svg: string;
  version: string;
}

function buildFiles(): Map<string, TechLogoFile> {
  const files = new Map<string, TechLogoFile>();
  for (const { icon } of technologies) {
    if (!("path" in icon) || files.has(icon.slug)) continue;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${escapeAttribute(icon.path)}"/></svg>`;
    files.set(icon.slug, { svg, version: hash(svg) });
  }
  return files;
}

/** Every logo file, by simple-icons slug. */
export const techLogoFiles = buildFiles();

/** The class that draws one logo (with `tech-logo`). */
export const techLogoClass = (slug: string) => `tech-logo-${slug}`;

/** The versioned URL of one logo's file. */
const techLogoUrl = (slug: string, { version }: TechLogoFile) =>
  `/tech-logos/${slug}.svg?v=${version}`;

/** The stylesheet of the logos (tech-logos.css, checked by tech-logo-files.test.ts). */
export function techLogoCss(): string {
  const rules = [...techLogoFiles].map(
    ([slug, file]) =>
      `.${techLogoClass(slug)} {\n  mask-image: url("${techLogoUrl(slug, file)}");\n}`,
  );
  return [
    "/* Generated from app/content/technologies.ts by tech-logo-files.ts (`npx vitest run -u`\n" +
      " * app/features/landing/sections/tech-logo-files.test.ts rewrites it): do not edit. */",
    ".tech-logo {\n  display: inline-block;\n  background-color: currentColor;\n  mask-repeat: no-repeat;\n  mask-position: center;\n  mask-size: contain;\n}",
    ...rules,
    "",
  ].join("\n");
}
