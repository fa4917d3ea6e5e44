import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  buildFontSubset,
  FONT_FILE,
  inFontRanges,
  unicodeRange,
} from "../../../scripts/lib/font-subset.mjs";

// The font subset, its @font-face rule and the site's text agree: a character the pages draw but
// the subset lacks would be drawn in the fallback face, in the middle of an Inter word.

describe("Inter subset", () => {
  it("is the file scripts/lib/font-subset.mjs builds (run `npm run font` after changing it)", async () => {
    const built = await buildFontSubset();
    expect(Buffer.compare(built, readFileSync(FONT_FILE))).toBe(0);
  }, 30_000);

  it("is declared in app.css with the unicode-range of the subset", () => {
    const css = readFileSync("app/app.css", "utf8");
    const rule = css.match(/@font-face\s*{[^}]*inter-french-wght\.woff2[^}]*}/)?.[0] ?? "";
    const declared = rule
      .match(/unicode-range:([^;]+);/)?.[1]
      ?.replace(/\s+/g, " ")
      .trim();
    expect(declared).toBe(unicodeRange());
  });

  it("covers every character of the pages' text (content, features, components, routes)", () => {
    const files = ["content", "features", "components", "routes", "lib"]
      .flatMap((dir) =>
        readdirSync(path.join("app", dir), { recursive: true, encoding: "utf8" }).map((file) =>
          path.join("app", dir, file),
        ),
      )
      // Test data and fixtures hold names in other scripts on purpose; emails use system fonts.
      .filter(
        (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|fixtures|\.server\.tsx?$/.test(file),
      );
    const missing = new Map<string, string>();
    for (const file of files) {
      for (const char of readFileSync(file, "utf8")) {
        if (!inFontRanges(char.codePointAt(0)!) && !/\s/.test(char)) missing.set(char, file);
      }
    }
    expect([...missing].map(([char, file]) => `${char} (${file})`)).toEqual([]);
  });
});
