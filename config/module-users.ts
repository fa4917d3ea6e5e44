// Which entries (pages, layouts, the root) use a module, read from the bundler's module graph
// and each module's import statements (config/import-names.ts): the chunk groups' question.

import { ALL, namesReexported, namesTaken } from "./import-names";

/** The part of Rolldown's chunking context used here. */
export interface ChunkingContext {
  getModuleInfo(id: string): { code: string | null; importers: readonly string[] } | null;
}

export type ModuleInfo = ReturnType<ChunkingContext["getModuleInfo"]>;

/**
 * A module that only re-exports others (a feature's public module, `radix-ui`, `lucide-react`)
 * is imported for a part of it: "surely loads" does not climb through one.
 */
export function isBarrel(code: string | null | undefined) {
  if (!code) return false;
  const known = barrels.get(code);
  if (known !== undefined) return known;
  const rest = code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, "")
    .replace(/\b(import|export)\b[^;]*?\bfrom\s*["'][^"']+["'];?/g, "")
    .replace(/\bexport\s*\{[^}]*\};?/g, "")
    .replace(/["']use strict["'];?/g, "");
  barrels.set(code, rest.trim() === "");
  return rest.trim() === "";
}

/** `isBarrel`'s answers by text: a barrel is asked about once per module it re-exports. */
const barrels = new Map<string, boolean>();

const remembered = new WeakMap<ChunkingContext, ChunkingContext>();

/**
 * The context with each module's information fetched once: Rolldown hands over a copy of the
 * code on each call, and a barrel such as `lucide-react` (300 KB) is asked about thousands of times.
 */
function remembering(ctx: ChunkingContext): ChunkingContext {
  const known = remembered.get(ctx);
  if (known) return known;
  const infos = new Map<string, ModuleInfo>();
  const cached: ChunkingContext = {
    getModuleInfo(id) {
      if (!infos.has(id)) infos.set(id, ctx.getModuleInfo(id));
      return infos.get(id)!;
    },
  };
  remembered.set(ctx, cached);
  return cached;
}

/**
 * The entries (route modules, root) that use `id` through static imports. Through a barrel, only
 * the importers that take one of the names it re-exports from `id` count: a page that imports
 * `Plus` from `lucide-react` does not use its `Search`. What the code does not say counts as used.
 */
export function entriesUsing(id: string, context: ChunkingContext, isEntry: RegExp) {
  const ctx = remembering(context);
  const entries = new Set<string>();
  const explored = new Map<string, Set<string>>();
  const queue: [string, ReadonlySet<string>][] = [[id, new Set([ALL])]];
  while (queue.length > 0) {
    const [module, names] = queue.pop()!;
    for (const importer of ctx.getModuleInfo(module)?.importers ?? []) {
      const code = ctx.getModuleInfo(importer)?.code ?? null;
      const taken = (code ? namesTaken(code, importer, module) : null) ?? new Set([ALL]);
      const uses = names.has(ALL) || taken.has(ALL) || [...taken].some((n) => names.has(n));
      if (!uses) continue;
      if (isEntry.test(importer)) {
        entries.add(importer);
        continue;
      }
      const next =
        code && isBarrel(code) ? namesReexported(code, importer, module, names) : new Set([ALL]);
      const known = explored.get(importer) ?? new Set<string>();
      const fresh = new Set([...next].filter((n) => !known.has(n) && !known.has(ALL)));
      if (fresh.size === 0) continue;
      explored.set(importer, new Set([...known, ...fresh]));
      queue.push([importer, fresh]);
    }
  }
  return [...entries];
}
