// Types of font-subset.mjs for the unit test that imports it.
export const FONT_FILE: string;
export function unicodeRange(): string;
export function inFontRanges(codePoint: number): boolean;
export function buildFontSubset(): Promise<Uint8Array>;
