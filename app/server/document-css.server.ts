import { readFileSync } from "node:fs";

const cache = new Map<string, string>();

/**
 * The text of a built stylesheet (`/assets/app-<hash>.css`), read once per process from
 * build/client, next to the server build that imports this module (build/server/index.js).
 */
export function documentCss(href: string): string {
  let css = cache.get(href);
  if (css === undefined) {
    const file = new URL(`../client${href}`, import.meta.url);
    try {
      css = readFileSync(file, "utf8");
    } catch (error) {
      throw new Error(`The built stylesheet ${href} is missing: run \`npm run build\`.`, {
        cause: error,
      });
    }
    cache.set(href, css);
  }
  return css;
}
