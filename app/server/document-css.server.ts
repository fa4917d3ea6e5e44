import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";

const cache = new Map<string, Buffer<ArrayBuffer>>();

/**
 * The encoded text of a built stylesheet (`/assets/app-<hash>.css`), read once per process from
 * build/client, next to the server build that imports this module (build/server/index.js).
 */
export function documentCssBytes(href: string): Buffer<ArrayBuffer> {
  let css = cache.get(href);
  if (css === undefined) {
    const file = new URL(`../client${href}`, import.meta.url);
    try {
      css = readFileSync(file);
    } catch (error) {
      throw new Error(`The built stylesheet ${href} is missing: run \`npm run build\`.`, {
        cause: error,
      });
    }
    cache.set(href, css);
  }
  return css;
}

/**
 * What the page renders in place of its stylesheet: React then encodes a few bytes instead of
 * ~90 KB a page, and the stylesheet's bytes, encoded once, are put in its place (`inlineDocumentCss`).
 * Random per process, so that no text a user writes into a page can take its place.
 */
export const DOCUMENT_CSS_MARKER = `/*document-css-${randomUUID()}*/`;

/** The rendered page with its first stylesheet marker replaced by the stylesheet's bytes. */
export function inlineDocumentCss(
  page: Buffer<ArrayBuffer>,
  css: Buffer<ArrayBuffer>,
  marker = DOCUMENT_CSS_MARKER,
): Buffer<ArrayBuffer> {
  const at = page.indexOf(marker);
  if (at < 0) return page;
  return Buffer.concat([page.subarray(0, at), css, page.subarray(at + Buffer.byteLength(marker))]);
}
