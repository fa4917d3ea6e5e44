// `npm run font`: writes the site's Inter subset (scripts/lib/font-subset.mjs) and prints the
// `unicode-range` that app/app.css must declare for it.
import { writeFile } from "node:fs/promises";
import { buildFontSubset, FONT_FILE, unicodeRange } from "./lib/font-subset.mjs";

const font = await buildFontSubset();
await writeFile(FONT_FILE, font);
console.log(`${FONT_FILE}: ${(font.length / 1024).toFixed(1)} KiB`);
console.log(`unicode-range: ${unicodeRange()};`);
