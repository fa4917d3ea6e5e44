// Puts the shared client code that every page loads into one `common` chunk instead of a dozen
// small ones: each file costs a request and ~350 bytes of headers on a phone's slow link. A
// module joins only when the root surely loads it, so no page downloads code it did not load
// before. Everything else (pages, layouts, lazy code) keeps the bundler's own splitting.

/** The part of Rolldown's chunking context used here. */
interface ChunkingContext {
  getModuleInfo(id: string): { code: string | null; importers: readonly string[] } | null;
}

/** The modules every page loads with all their static imports. */
const ROOT = /[\\/]app[\\/](root|entry\.client)\.tsx(\?|$)/;

/** Route modules and the client entry stay entries of their own. */
const ENTRY = /[\\/]app[\\/](routes[\\/]|root\.tsx|entry\.client\.tsx)/;

/**
 * A module that only re-exports others (a feature's public module, `radix-ui`, `lucide-react`)
 * is imported for a part of it: "surely loads" does not climb through one.
 */
export function isBarrel(code: string | null | undefined) {
  if (!code) return false;
  const rest = code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, "")
    .replace(/\b(import|export)\b[^;]*?\bfrom\s*["'][^"']+["'];?/g, "")
    .replace(/\bexport\s*\{[^}]*\};?/g, "")
    .replace(/["']use strict["'];?/g, "");
  return rest.trim() === "";
}

/** Whether the root reaches `id` through static imports, no barrel on the way. */
function rootLoads(id: string, ctx: ChunkingContext) {
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop()!;
    if (ROOT.test(current)) return true;
    const info = ctx.getModuleInfo(current);
    if (current !== id && isBarrel(info?.code)) continue;
    for (const importer of info?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}

/** The `common` group's name function (null: left to the default splitting). */
export function commonChunkName(id: string, ctx: ChunkingContext): string | null {
  return !ENTRY.test(id) && rootLoads(id, ctx) ? "common" : null;
}
