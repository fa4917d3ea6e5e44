import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineHashes } from "./inline-hashes.server";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineHashes", () => {
  it("hashes each inline script and style by its exact UTF-8 text, once", () => {
    const boot = "(function(){var s='é';})()";
    const html =
      '<head><style data-href="/a.css">body{color:red}</style></head><body>' +
      `<script>${boot}</script><script type="text/x-deferred-module">import "/a.js";</script>` +
      `<script>${boot}</script><script type="module" async="">\nimport("/b.js");</script>` +
      "</body>";
    expect(inlineHashes(html)).toEqual({
      scripts: [hash(boot), hash('import "/a.js";'), hash('\nimport("/b.js");')],
      styles: [hash("body{color:red}")],
    });
  });

  it("leaves out scripts with a source and data blocks, which the CSP does not run inline", () => {
    const html =
      '<script src="/assets/a.js"></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script>';
    expect(inlineHashes(html)).toEqual({ scripts: [], styles: [] });
  });
});
