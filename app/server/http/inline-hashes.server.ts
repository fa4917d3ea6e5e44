import { createHash } from "node:crypto";
import type { InlineSources } from "~/server/security-headers.server";

// The CSP hash sources of a document's inline scripts and styles, for a page that is served to
// everyone as is (page-cache.server.ts) and so cannot carry a per-response nonce.

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
/** Data blocks (JSON-LD) are never run: the CSP does not apply to them. */
const DATA_TYPE = /\btype="[^"]*json[^"]*"/i;

function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** One hash source per distinct inline script (without `src`, not a data block) and style. */
export function inlineHashes(html: string): InlineSources {
  const scripts = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\bsrc=/i.test(attributes!) || DATA_TYPE.test(attributes!)) continue;
    scripts.add(hashSource(text!));
  }
  const styles = new Set<string>();
  for (const [, text] of html.matchAll(STYLE)) styles.add(hashSource(text!));
  return { scripts: [...scripts], styles: [...styles] };
}
