// Characters that never belong in a one-line value (a name, a subject): C0 and C1 controls (CR,
// LF, NUL, ESC, DEL…), the Unicode line and paragraph separators, and the bidi embedding, override
// and isolate controls (U+202A–U+202E, U+2066–U+2069), which can make text read differently from
// what it says. The implicit direction marks (U+200E, U+200F, U+061C) are not in the set: they
// cannot reorder text, and right-to-left names (Arabic, N'Ko) need no control to display.
export const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTERS.test(value);
