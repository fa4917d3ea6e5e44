import type { NextFunction, Request, Response } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

// One URL per page, and a 400 for what is not a URL at all, before anything else reads the request:
// - a Host header that is not a host name or an IP literal (with an optional port) is refused;
// - a path whose percent-encoding is malformed is refused (Express and React Router would throw);
// - a GET for a page under another case or with a trailing slash (`/TARIFS`, `/tarifs/`) is
//   redirected permanently to the route's own spelling (`/tarifs`), query kept. Parameters keep
//   the visitor's spelling; an unknown path keeps its case and loses only its trailing slash.

const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

export function isValidHost(host: string | undefined): boolean {
  return host === undefined || (host.length <= 260 && HOST.test(host));
}

/** React Router's route table from a server build, as the tree `matchRoutes` reads. */
export function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    } as RouteObject;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(node);
    children.set(route.parentId, siblings);
  }
  const attach = (node: RouteObject): RouteObject => {
    const own = children.get(node.id);
    return own && !node.index ? { ...node, children: own.map(attach) } : node;
  };
  return (children.get(undefined) ?? []).map(attach);
}

/**
 * The canonical spelling of a raw (still percent-encoded) page path: the matched routes' literal
 * segments as the route table writes them, parameters and splats as sent, no trailing slash.
 */
export function canonicalPath(rawPath: string, tree: RouteObject[]): string {
  const segments = rawPath.split("/").filter(Boolean);
  const matches = matchRoutes(tree, rawPath) ?? [];
  const pattern = matches.flatMap((m) => (m.route.path ?? "").split("/").filter(Boolean));
  const out = segments.map((segment, i) => {
    const literal = pattern[i];
    return literal === undefined || literal === "*" || literal.startsWith(":") ? segment : literal;
  });
  return `/${out.join("/")}`;
}

function decodable(path: string): boolean {
  try {
    // The result is used: the bundler drops a bare call of a function it deems pure, throw included.
    return typeof decodeURIComponent(path) === "string";
  } catch {
    return false;
  }
}

function refuse(res: Response, message: string) {
  res
    .status(400)
    .set({ "Cache-Control": "no-store", Connection: "close" })
    .type("text/plain; charset=utf-8")
    .send(message);
}

/** `build` is the server build, or (development) a function returning the current one. */
export function canonicalUrl(build: ServerBuild | (() => Promise<ServerBuild>), message: string) {
  const trees = new WeakMap<ServerBuild["routes"], RouteObject[]>();
  const treeOf = async () => {
    const { routes } = typeof build === "function" ? await build() : build;
    let tree = trees.get(routes);
    if (!tree) trees.set(routes, (tree = routeTree(routes)));
    return tree;
  };
  // A path in lower case, without a trailing slash, an empty segment or an escape is its own
  // spelling when the route table's literal segments are all in lower case: matching it (React
  // Router flattens and ranks the whole table at each call: 6 % of a signed-in page's CPU) can
  // only give it back. Decision 0106.
  const lowerTables = new WeakMap<RouteObject[], boolean>();
  const alreadyCanonical = async (rawPath: string) => {
    if (/[A-Z%]|\/\/|\/$/.test(rawPath)) return false;
    const tree = await treeOf();
    let lower = lowerTables.get(tree);
    if (lower === undefined) lowerTables.set(tree, (lower = literalsInLowerCase(tree)));
    return lower;
  };
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!isValidHost(req.headers.host)) return refuse(res, message);
    const [rawPath = "/", query] = splitOnce(req.url, "?");
    if (!decodable(rawPath)) return refuse(res, message);
    // Only page GETs are redirected: files and data requests have a dot in their last segment,
    // and a redirected POST would lose its body.
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (rawPath === "/" || /[.]/.test(rawPath.slice(rawPath.lastIndexOf("/") + 1) || "-")) {
      return next();
    }
    if (rawPath.startsWith("//") || rawPath.includes("\\")) return next();
    if (await alreadyCanonical(rawPath)) return next();
    let canonical: string;
    try {
      canonical = canonicalPath(rawPath, await treeOf());
    } catch (error) {
      return next(error);
    }
    if (canonical === rawPath) return next();
    res.set("Cache-Control", "public, max-age=3600");
    res.redirect(301, query === undefined ? canonical : `${canonical}?${query}`);
  };
}

/** Whether every literal segment of the table's paths is in lower case (parameters aside). */
function literalsInLowerCase(tree: RouteObject[]): boolean {
  return tree.every(
    (route) =>
      (route.path ?? "")
        .split("/")
        .every((segment) => segment.startsWith(":") || segment === segment.toLowerCase()) &&
      literalsInLowerCase(route.children ?? []),
  );
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const at = value.indexOf(separator);
  return at === -1 ? [value, undefined] : [value.slice(0, at), value.slice(at + 1)];
}
