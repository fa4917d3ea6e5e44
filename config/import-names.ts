// Reads which names a module takes from another, from the module's transformed code, so that
// the chunk groups can tell which pages really use a module a barrel re-exports (a page that
// imports `Plus` from `lucide-react` does not use its `Search`). Only static `import` and
// `export … from` statements count; anything the reader cannot follow counts as "everything".

import { dirname, resolve } from "node:path";

/** Every name, when a statement takes a whole module (`import * as`, `export *`). */
export const ALL = "*";

/** One static `import` or `export … from` statement: its specifier and the names it takes. */
interface Statement {
  specifier: string;
  /** Names taken from the module, with the local or exported name each becomes. */
  bindings: { imported: string; local: string }[];
  /** `export … from`: the bindings are exported, not local. */
  reexport: boolean;
}

const STATEMENT =
  /\b(import|export)\s+(?:type\s+)?([\w$*\s{},]*?)\s*\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']/g;

function parseBindings(clause: string): Statement["bindings"] {
  const bindings: Statement["bindings"] = [];
  const braces = /\{([^}]*)\}/.exec(clause);
  const outside = clause
    .replace(/\{[^}]*\}/, "")
    .trim()
    .replace(/,$/, "")
    .trim();
  for (const part of outside
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const namespace = /^\*\s*(?:as\s+([\w$]+))?$/.exec(part);
    if (namespace) bindings.push({ imported: ALL, local: namespace[1] ?? ALL });
    else bindings.push({ imported: "default", local: part });
  }
  for (const item of braces?.[1]?.split(",") ?? []) {
    const [imported, local] = item
      .trim()
      .replace(/^type\s+/, "")
      .split(/\s+as\s+/);
    if (imported) bindings.push({ imported, local: local ?? imported });
  }
  return bindings;
}

const parsed = new Map<string, Statement[]>();

/** The static `import`/`export … from` statements of `code` (read once per text). */
export function statements(code: string): Statement[] {
  const known = parsed.get(code);
  if (known) return known;
  const found: Statement[] = [];
  parsed.set(code, found);
  const text = code.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, "");
  for (const m of text.matchAll(STATEMENT)) {
    if (m[4]) found.push({ specifier: m[4], bindings: [], reexport: false });
    else
      found.push({ specifier: m[3]!, bindings: parseBindings(m[2]!), reexport: m[1] === "export" });
  }
  return found;
}

const withoutExtension = (id: string) =>
  id
    .replace(/\?.*$/, "")
    .replace(/\.(m?[jt]sx?)$/, "")
    .replace(/[\\/]index$/, "")
    .replaceAll("\\", "/");

/** A module's statements by the module path they name (relative and `~/`), and by package. */
interface StatementIndex {
  byPath: Map<string, Statement[]>;
  byPackage: Statement[];
}

const indexes = new Map<string, { code: string; index: StatementIndex }>();

/** Indexes `code`'s statements (module `fromId`), once per module and text. */
function statementIndex(code: string, fromId: string): StatementIndex {
  const known = indexes.get(fromId);
  if (known?.code === code) return known.index;
  const index: StatementIndex = { byPath: new Map(), byPackage: [] };
  for (const s of statements(code)) {
    const path = s.specifier.startsWith(".")
      ? withoutExtension(resolve(dirname(fromId), s.specifier))
      : s.specifier.startsWith("~/")
        ? `~${withoutExtension(s.specifier.slice(1))}`
        : null;
    if (path === null) index.byPackage.push(s);
    else index.byPath.set(path, [...(index.byPath.get(path) ?? []), s]);
  }
  indexes.set(fromId, { code, index });
  return index;
}

/** The statements of `code` (module `fromId`) that name the module `targetId`. */
function statementsNaming(code: string, fromId: string, targetId: string) {
  const { byPath, byPackage } = statementIndex(code, fromId);
  const target = withoutExtension(targetId);
  const appAt = target.lastIndexOf("/app/");
  const alias = appAt >= 0 ? `~${target.slice(appAt + 4)}` : null;
  return [
    ...(byPath.get(target) ?? []),
    ...((alias && byPath.get(alias)) || []),
    // A package: its entry is somewhere under node_modules/<name>/.
    ...byPackage.filter((s) => target.includes(`/node_modules/${s.specifier}/`)),
  ];
}

/**
 * The names `importerCode` (module `importerId`) takes from `targetId`, or null when it takes
 * nothing; `ALL` among them when it takes the whole module.
 */
export function namesTaken(importerCode: string, importerId: string, targetId: string) {
  const found = statementsNaming(importerCode, importerId, targetId);
  if (found.length === 0) return null;
  const names = new Set<string>();
  for (const s of found) {
    if (s.bindings.length === 0) names.add(ALL);
    for (const b of s.bindings) names.add(b.imported);
  }
  return names;
}

/**
 * The names a barrel (`barrelCode`, module `barrelId`) exports that come from the names `taken`
 * of `targetId`: what its own importers must ask for to reach those.
 */
export function namesReexported(
  barrelCode: string,
  barrelId: string,
  targetId: string,
  taken: ReadonlySet<string>,
) {
  const wanted = (name: string) => taken.has(ALL) || name === ALL || taken.has(name);
  const exported = new Set<string>();
  const locals = new Set<string>();
  for (const s of statementsNaming(barrelCode, barrelId, targetId)) {
    for (const b of s.bindings) {
      if (!wanted(b.imported)) continue;
      if (s.reexport) exported.add(b.imported === ALL && b.local === ALL ? ALL : b.local);
      else locals.add(b.local);
    }
  }
  // `import * as icons from "./icons"; export { icons }`: the local binding exported later.
  for (const [local, as] of locals.size > 0 ? localExports(barrelCode) : []) {
    if (locals.has(local)) exported.add(as);
  }
  return exported;
}

const localExportLists = new Map<string, [string, string][]>();

/** `export { a, b as c }` (without `from`) of `code`: [local, exported] pairs, read once. */
function localExports(code: string) {
  const known = localExportLists.get(code);
  if (known) return known;
  const pairs: [string, string][] = [];
  for (const m of code.matchAll(/\bexport\s*\{([^}]*)\}(?!\s*from)/g)) {
    for (const item of m[1]!.split(",")) {
      const [local, as] = item.trim().split(/\s+as\s+/);
      if (local) pairs.push([local, as ?? local]);
    }
  }
  localExportLists.set(code, pairs);
  return pairs;
}
