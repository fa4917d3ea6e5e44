// The site's one web font: Inter (variable), cut down to what French pages draw. Every visitor
// fetches it right after the first paint and the hero text is repainted when it arrives, so its
// size is on the LCP path (decision note 0027). `npm run font` writes the file; a unit test
// (app/assets/fonts/font-subset.test.ts) fails when the file, the charset and app.css disagree.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

/** The file the stylesheet loads (app/app.css). */
export const FONT_FILE = "app/assets/fonts/inter-french-wght.woff2";

/**
 * Code point ranges kept: ASCII, Latin-1 (French accents, « », non-breaking space, ©, ×, ·),
 * Œ œ Ÿ, the spaces, dashes, quotes and ellipsis of French typography (U+202F is the narrow space
 * before ; : ! ? and in `fr-FR` numbers), €, ™, arrows, minus, ≤ ≥ and ⌘ (shortcut hints).
 * Anything else (a requester's name in another script) is drawn by the metric-matched fallback.
 */
const FONT_RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x152, 0x153],
  [0x178, 0x178],
  [0x2009, 0x2009],
  [0x2010, 0x2014],
  [0x2018, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x202f, 0x202f],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
  [0x2264, 0x2265],
  [0x2318, 0x2318],
];

/** The weights the pages use (font-normal to font-bold): the rest of the axis is cut. */
const WEIGHTS = { min: 400, max: 700 };

/**
 * OpenType features kept: kerning, tabular figures (tabular-nums), the character variants the
 * body sets (cv11, ss01), contextual alternates (colons centred between figures, as in 14:30) and
 * the mark positioning accents need. Ligatures and the other stylistic sets go.
 */
const FEATURES = ["kern", "tnum", "cv11", "ss01", "calt", "ccmp", "locl", "mark", "mkmk"];

/** `unicode-range` for the @font-face rule, in the order of FONT_RANGES. */
export function unicodeRange() {
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, "0");
  return FONT_RANGES.map(([from, to]) =>
    from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`,
  ).join(", ");
}

/** Whether the subset has a glyph for the character. */
export const inFontRanges = (codePoint) =>
  FONT_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);

/** Builds the subset from the Inter file of @fontsource-variable/inter (the package's Latin cut). */
export async function buildFontSubset() {
  const require = createRequire(import.meta.url);
  const source = await readFile(
    require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
  );
  let text = "";
  for (const [from, to] of FONT_RANGES) {
    for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
  }
  return subsetFont(source, text, {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
    keepFeatures: FEATURES,
  });
}
