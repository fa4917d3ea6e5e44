// Gathers the client code pages share into a few chunks instead of dozens of small files (each
// costs a request and ~350 bytes of headers on a phone's slow link), without making a page
// download code it does not use:
// - `common`: what the root loads, the icons' runtime, and what every layout uses;
// - a layout's chunk (`dashboard-shell`, `site-shell`, …): what only that layout's pages use;
// - `shared-site-dashboard`, …: what several layouts use, one chunk per set of layouts, so
//   that the bundler, which brings a grouped module's imports along into its chunk, never puts
//   code that the site and the dashboard share into the site's chunk (the dashboard then
//   loaded the whole site header and footer);
// - `dashboard-icons`: the icons only dashboard pages use (35 files of ~200 bytes each before).
// Who uses a module is read name by name through barrels (config/module-users.ts): a page that
// imports `Plus` from `lucide-react` does not use `Search`. Pages and lazy code keep the
// bundler's own splitting: docs/decisions/0046-client-chunks.md.

import { entriesUsing, isBarrel, type ChunkingContext, type ModuleInfo } from "./module-users";

/** The modules every page loads with all their static imports. */
const ROOT = /[\\/]app[\\/](root|entry\.client)\.tsx(\?|$)/;

const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](?!index\.)/;
const LUCIDE_RUNTIME = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]|lucide-react\.)/;

/** Route modules and the client entry stay entries of their own. */
const ENTRY = /[\\/]app[\\/](routes[\\/]|root\.tsx|entry\.client\.tsx)/;

/** Each layout's chunk, and the route modules under that layout (by their folder). */
const LAYOUTS = [
  {
    name: "dashboard-shell",
    short: "dashboard",
    layout: /[\\/]app[\\/]routes[\\/]_app[\\/]layout\.tsx(\?|$)/,
    family: /[\\/]app[\\/]routes[\\/]_app[\\/]/,
  },
  {
    name: "site-shell",
    short: "site",
    layout: /[\\/]app[\\/]routes[\\/]_site[\\/]layout\.tsx(\?|$)/,
    family: /[\\/]app[\\/]routes[\\/]_site[\\/]/,
  },
  {
    name: "auth-shell",
    short: "auth",
    layout: /[\\/]app[\\/]routes[\\/]_auth[\\/]layout\.tsx(\?|$)/,
    family: /[\\/]app[\\/]routes[\\/]_auth[\\/]/,
  },
  {
    name: "portal-shell",
    short: "portal",
    layout: /[\\/]app[\\/]routes[\\/]_portal[\\/]layout\.tsx(\?|$)/,
    family: /[\\/]app[\\/]routes[\\/]_portal[\\/]/,
  },
] as const;

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

/** App code and icons: their users are worked out name by name (`entriesUsing`). */
const PRECISE = /[\\/]app[\\/]|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/** The shared chunk `id` belongs in: `common`, a layout's chunk, … or null (default splitting). */
export function commonChunkName(id: string, ctx: ChunkingContext): string | null {
  if (ENTRY.test(id)) return null;
  if (LUCIDE_RUNTIME.test(id)) return "common";
  if (surelyLoads(ROOT, id, ctx)) return "common";
  const precise = PRECISE.test(id);
  const entries = precise ? entriesUsing(id, ctx, ENTRY) : entriesReaching(id, ctx);
  if (entries.length === 0) return null;
  const layouts = LAYOUTS.filter(({ layout }) =>
    precise ? entries.some((entry) => layout.test(entry)) : surelyLoads(layout, id, ctx),
  );
  const families = LAYOUTS.filter(({ family }) => entries.some((entry) => family.test(entry)));
  const within = entries.every((entry) => families.some(({ family }) => family.test(entry)));
  if (layouts.length > 0 && within) {
    // What a layout loads goes in its own chunk, or in one per set of layout families that use
    // it, so that no layout's chunk brings along, as its imports, code other layouts' pages use.
    if (families.length === 1) return families[0]!.name;
    if (families.length === LAYOUTS.length) return "common";
    return ["shared", ...families.map(({ short }) => short)].join("-");
  }
  if (LUCIDE_ICON.test(id) && within && families.length === 1 && families[0] === LAYOUTS[0]) {
    return "dashboard-icons";
  }
  return null;
}

/**
 * The chunk groups, in the order they take modules: a grouped module brings along those it
 * imports that no group took before, so `common` comes first, then what the site's and the
 * dashboard's shells share, then each layout's own, then the dashboard's icons.
 */
const SHARED_CHUNKS = [
  /^common$/,
  /^shared-/,
  new RegExp(`^(${LAYOUTS.map(({ name }) => name).join("|")})$`),
  /^dashboard-icons$/,
] as const;

/** Rolldown's groups for the shared chunks, each above the next (`base` is the lowest priority). */
export function sharedChunkGroups(base: number) {
  const answers = new WeakMap<ChunkingContext, Map<string, string | null>>();
  const chunkOf = (id: string, ctx: ChunkingContext) => {
    const known = answers.get(ctx) ?? new Map<string, string | null>();
    answers.set(ctx, known);
    if (!known.has(id)) known.set(id, commonChunkName(id, ctx));
    return known.get(id)!;
  };
  return SHARED_CHUNKS.map((chunk, index) => ({
    name: (id: string, ctx: ChunkingContext) => {
      const name = chunkOf(id, ctx);
      return name !== null && chunk.test(name) ? name : null;
    },
    priority: base + SHARED_CHUNKS.length - index,
  }));
}
