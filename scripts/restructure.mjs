#!/usr/bin/env node
// One-off of issue 33, point 3 (decision 0090): folders that show the modules. Moves the
// helpdesk's and the inventory's server files into sub-folders per capability, the licences into
// a module of their own and the modules' routes into app/routes/_app/<module>/ (`git mv`), then
// rewrites every path that pointed at a moved file: import and export specifiers, vi.mock and
// dynamic imports, `~/` aliases, the route table's files and ids, the configs' paths and the
// docs' (repo paths and relative Markdown links). Not shipped: the lead deletes it once main has
// been restructured.
//
// Re-runnable, on a newer main too: a file still at its old place is moved, one already moved
// stays, and a path that points at an old place (written by a branch merged since) is rewritten;
// a second run changes nothing. Files it cannot place stay where they are and are listed.
//
//   node scripts/restructure.mjs            move and rewrite
//   node scripts/restructure.mjs --dry-run  print the moves and rewrites, change nothing
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const posix = path.posix;
const ROOT = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
const DRY = process.argv.includes("--dry-run");
const git = (...args) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" });

// A module folder's files (and fixture folders), by the name of their first segment: the first
// rule that matches gives the capability folder (`to`, from the repo root); no match: they stay.
const FOLDER_RULES = [
  {
    dir: "app/server/helpdesk",
    rules: [
      ["app/server/helpdesk/inbound", /^inbound-/],
      ["app/server/helpdesk/portal", /^portal-/],
      ["app/server/helpdesk/queue", /^(queue-|satisfaction\.)/],
      [
        "app/server/helpdesk/settings",
        /^(settings-|helpdesk-settings\.|canned-commands\.|category-commands\.|policy-commands\.|sla-recompute\.)/,
      ],
      [
        "app/server/helpdesk/tickets",
        /^(ticket-|tickets\.|sla\.|business-calendar\.|attachments\.|search-text\.|notifications\.|helpdesk-mail\.|channel-dedup\.|acknowledgement-bound\.)/,
      ],
    ],
  },
  {
    dir: "app/server/inventory",
    rules: [
      ["app/server/inventory/agent", /^(agent-|tag-claim\.|test-fixtures$)/],
      ["app/server/inventory/import", /^import-/],
      // The software-to-licence rule stays with the software it reads (the agent's, an asset's
      // page); the licences module reads it through the inventory's public face.
      ["app/server/inventory/assets", /^(asset-|ticket-asset\.|inventory-page\.|licence-match\.)/],
      ["app/server/licences", /^licence-/],
    ],
  },
];

// Route modules: one folder per module, as app/routes/_app/knowledge/.
const ROUTE_MOVES = Object.entries({
  "helpdesk.tsx": "helpdesk/queue.tsx",
  "helpdesk-new.tsx": "helpdesk/new.tsx",
  "helpdesk-export.ts": "helpdesk/export.ts",
  "helpdesk-settings.tsx": "helpdesk/settings.tsx",
  "helpdesk-ticket.tsx": "helpdesk/ticket.tsx",
  "helpdesk-attachment.ts": "helpdesk/attachment.ts",
  "inventory.tsx": "inventory/list.tsx",
  "inventory-asset.tsx": "inventory/asset.tsx",
  "inventory-asset-new.tsx": "inventory/new.tsx",
  "inventory-export.ts": "inventory/export.ts",
  "inventory-settings.tsx": "inventory/settings.tsx",
  "inventory-import.tsx": "inventory/import.tsx",
  "inventory-import-preview.tsx": "inventory/import-preview.tsx",
  "inventory-import-report.ts": "inventory/import-report.ts",
  "inventory-import-template.ts": "inventory/import-template.ts",
  "licences.tsx": "licences/list.tsx",
  "licence-new.tsx": "licences/new.tsx",
  "licence.tsx": "licences/licence.tsx",
}).map(([from, to]) => [`app/routes/_app/${from}`, `app/routes/_app/${to}`]);

const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|ya?ml|sh)$|^\.ci\/[^.]+$/;
const SKIP = /(^|\/)(package-lock\.json|drizzle\/meta\/.*)$|^scripts\/restructure\.mjs$/;

const tracked = () => new Set(git("ls-files", "-z").split("\0").filter(Boolean));

/** old path -> new path, for the files still at their old place and for those already moved. */
function moveTable(files) {
  const moves = new Map();
  for (const [from, to] of ROUTE_MOVES) moves.set(from, to);
  for (const { dir, rules } of FOLDER_RULES) {
    const place = (name) => rules.find(([, re]) => re.test(name))?.[0];
    for (const file of files) {
      if (!file.startsWith(`${dir}/`)) continue;
      const rest = file.slice(dir.length + 1);
      const first = rest.split("/")[0];
      const target = place(first);
      if (target) moves.set(file, `${target}/${rest}`);
      // Already moved: app/server/<module>/<capability>/<rest> whose first segment that rule places there.
      for (const [to] of rules) {
        if (!file.startsWith(`${to}/`)) continue;
        const moved = file.slice(to.length + 1);
        if (place(moved.split("/")[0]) === to) moves.set(`${dir}/${moved}`, file);
      }
    }
    // The licences moved out of the inventory folder (their target is outside `dir`).
    for (const file of files) {
      for (const [to] of rules) {
        if (to.startsWith(`${dir}/`) || !file.startsWith(`${to}/`)) continue;
        const moved = file.slice(to.length + 1);
        if (place(moved.split("/")[0]) === to) moves.set(`${dir}/${moved}`, file);
      }
    }
  }
  return moves;
}

function moveFiles() {
  const files = tracked();
  let moved = 0;
  for (const [from, to] of moveTable(files)) {
    if (!files.has(from)) continue;
    if (files.has(to)) {
      console.warn(`both exist, left as is: ${from} and ${to}`);
      continue;
    }
    console.log(`git mv ${from} ${to}`);
    moved++;
    if (DRY) continue;
    mkdirSync(posix.join(ROOT, posix.dirname(to)), { recursive: true });
    git("mv", from, to);
  }
  return moved;
}

// A path-like word: ~/…, ./…, ../…, app/…, ./app/…, routes/… (route table, route ids), server/….
const CANDIDATE = /(?<![\w@.~/$-])((?:~|\.{1,2}|app|routes|server)\/[\w@.\-/$[\]]*[\w\]$])/g;
const TYPEGEN = /(?<=["'])\.\/\+types\/([\w.-]+)(?=["'])/g;
const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs"];

function rewriteAll(moves, files) {
  const dirs = new Set();
  for (const file of files) {
    for (let d = posix.dirname(file); d !== "."; d = posix.dirname(d)) dirs.add(d);
  }
  const oldOf = new Map([...moves].map(([from, to]) => [to, from]));
  const dirMoves = new Map();
  for (const [from, to] of moves) {
    // A moved fixture folder (its files moved with it): the folder's own path moves too.
    for (let f = posix.dirname(from), t = posix.dirname(to); ;) {
      if (posix.basename(f) !== posix.basename(t) || f === "." || t === ".") break;
      if (!dirs.has(f) && dirs.has(t)) dirMoves.set(f, t);
      f = posix.dirname(f);
      t = posix.dirname(t);
    }
  }

  /** The file (or folder) a path names: the same if it exists, its new place if it moved. */
  function lookUp(p, folder) {
    for (const ext of folder ? [] : EXTENSIONS) {
      const candidate = p + ext;
      if (files.has(candidate)) return { target: candidate, ext, moved: false };
      if (moves.has(candidate) && files.has(moves.get(candidate)))
        return { target: moves.get(candidate), ext, moved: true };
    }
    if (dirs.has(p)) return { target: p, ext: "", moved: false };
    if (dirMoves.has(p)) return { target: dirMoves.get(p), ext: "", moved: true };
    return null;
  }

  function rewrite(spec, file) {
    const trailing = spec.endsWith("/") ? "/" : "";
    const bare = spec.replace(/\/$/, "");
    const [prefix] = bare.split("/");
    const relative = prefix === "." || prefix === "..";
    const bases = relative
      ? [posix.dirname(file), ...(oldOf.has(file) ? [posix.dirname(oldOf.get(file))] : [])]
      : [prefix === "~" || prefix === "routes" || prefix === "server" ? "app" : "."];
    const body = prefix === "~" ? bare.slice(2) : bare;
    for (const [i, base] of bases.entries()) {
      const found = lookUp(posix.normalize(posix.join(base, body)), trailing === "/");
      if (!found) continue;
      if (i === 0 && !found.moved) return spec;
      const target = found.ext ? found.target.slice(0, -found.ext.length) : found.target;
      if (prefix === "~") return `~/${posix.relative("app", target)}${trailing}`;
      if (prefix === "routes" || prefix === "server")
        return `${posix.relative("app", target)}${trailing}`;
      if (!relative) return `${bare.startsWith("./") ? "./" : ""}${target}${trailing}`;
      const out = posix.relative(posix.dirname(file), target);
      return `${out.startsWith(".") ? out : `./${out}`}${trailing}`;
    }
    return spec;
  }

  // A route module's generated types, ./+types/<its file name>: renamed with the route.
  const stem = (file) => posix.basename(file).replace(/\.[jt]sx?$/, "");
  function typegen(spec, name, file) {
    const from = oldOf.get(file);
    return from && stem(from) === name ? `./+types/${stem(file)}` : spec;
  }

  const changed = [];
  for (const file of files) {
    if (!TEXT.test(file) || SKIP.test(file) || !existsSync(posix.join(ROOT, file))) continue;
    const text = readFileSync(posix.join(ROOT, file), "utf8");
    const next = text
      .replace(CANDIDATE, (spec) => rewrite(spec, file))
      .replace(TYPEGEN, (spec, name) => typegen(spec, name, file));
    if (next === text) continue;
    changed.push(file);
    console.log(`rewrote ${file}`);
    if (!DRY) writeFileSync(posix.join(ROOT, file), next);
  }
  return changed;
}

const moved = moveFiles();
const files = tracked();
const moves = moveTable(files);
if (DRY) {
  // Rewrites as if the moves were made: the table's targets count as present.
  for (const [from, to] of moves) {
    if (files.delete(from)) files.add(to);
  }
}
const changed = rewriteAll(moves, files);
// Longer paths can pass the print width: the rewritten files formatted as `npm run lint` wants.
if (!DRY && changed.length) {
  execFileSync("npx", ["prettier", "--write", "--log-level", "warn", ...changed], {
    cwd: ROOT,
    stdio: "inherit",
  });
}
for (const { dir, rules } of FOLDER_RULES) {
  const stay = [...files].filter((f) => posix.dirname(f) === dir);
  const targets = rules.map(([to]) => to).join(", ");
  console.log(`${dir}: ${stay.length} files stay at the root (${targets} hold the rest)`);
  for (const f of stay) console.log(`  ${posix.basename(f)}`);
}
console.log(`${moved} files moved, ${changed.length} files rewritten${DRY ? " (dry run)" : ""}`);
