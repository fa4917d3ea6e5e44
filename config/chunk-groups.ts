// Puts the shared client code that every page loads into one `common` chunk instead of a dozen
// small ones: each file costs a request and ~350 bytes of headers on a phone's slow link. A
// module joins only when the root surely loads it, so no page downloads code it did not load
// before. Likewise a chunk per layout (the dashboard, the site, the portal, the sign-in pages)
// for what that layout surely loads and no page outside it reaches; the bundler adds the
// modules' own imports, so a page elsewhere that shares one of those loads the chunk too. Today
// only the site's layout has such code (8 KiB, which the dashboard loads too: still fewer bytes
// than the dozen files it replaces); the other layouts' code is all shared. Pages and lazy code
// keep the bundler's own splitting. With `sideEffects` (package.json), a page no longer takes a
// whole feature through its barrel: docs/decisions/0046-client-chunks.md.

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

/** Each layout's chunk, and the route modules under that layout (by their folder). */
const LAYOUTS = [
  {
    name: "dashboard-shell",
    layout: /[\\/]app[\\/]routes[\\/]_app[\\/]layout\.tsx(\?|$)/,
    family: /[\\/]app[\\/]routes[\\/]_app[\\/]/,
  },
  {
    name: "site-shell",
    layout: /[\\/]app[\\/]routes[\\/]_site[\\/]layout\.tsx(\?|$)/,
    family: /[\\/]app[\\/]routes[\\/]_site[\\/]/,
  },
  {
    name: "auth-shell",
    layout: /[\\/]app[\\/]routes[\\/]_auth[\\/]layout\.tsx(\?|$)/,
    family: /[\\/]app[\\/]routes[\\/]_auth[\\/]/,
  },
  {
    name: "portal-shell",
    layout: /[\\/]app[\\/]routes[\\/]_portal[\\/]layout\.tsx(\?|$)/,
    family: /[\\/]app[\\/]routes[\\/]_portal[\\/]/,
  },
] as const;

type ModuleInfo = ReturnType<ChunkingContext["getModuleInfo"]>;

/**
 * Walks from `id` up through the modules that import it, each once; `visit` says whether to go
 * on past the module it is given ("up"), stop there ("stop"), or end the walk ("done").
 */
function climbImporters(
  id: string,
  ctx: ChunkingContext,
  visit: (module: string, info: ModuleInfo) => "up" | "stop" | "done",
) {
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop()!;
    const info = ctx.getModuleInfo(current);
    const next = visit(current, info);
    if (next === "done") return;
    if (next === "stop") continue;
    for (const importer of info?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
}

/** The entries (route modules, root) whose static imports reach `id`, barrels included. */
function entriesReaching(id: string, ctx: ChunkingContext) {
  const entries: string[] = [];
  climbImporters(id, ctx, (module) => {
    if (module === id || !ENTRY.test(module)) return "up";
    entries.push(module);
    return "stop";
  });
  return entries;
}

/** Whether `entry` (root, a layout) reaches `id` through static imports, no barrel on the way. */
function surelyLoads(entry: RegExp, id: string, ctx: ChunkingContext) {
  let found = false;
  climbImporters(id, ctx, (module, info) => {
    if (entry.test(module)) {
      found = true;
      return "done";
    }
    return module !== id && isBarrel(info?.code) ? "stop" : "up";
  });
  return found;
}

/** The shared groups' name function: `common`, a layout's chunk, or null (default splitting). */
export function commonChunkName(id: string, ctx: ChunkingContext): string | null {
  if (ENTRY.test(id)) return null;
  if (surelyLoads(ROOT, id, ctx)) return "common";
  for (const { name, layout, family } of LAYOUTS) {
    if (!surelyLoads(layout, id, ctx)) continue;
    return entriesReaching(id, ctx).every((entry) => family.test(entry)) ? name : null;
  }
  return null;
}
