import type { NextFunction, Request, Response } from "express";

// A path deeper than any page is answered 404 before React Router sees it (decision 0142). A
// document's render (React Router 7.18.4's `getPartialManifest`) matches every ancestor of the
// path against the whole route table: the work grows with the square of the depth, and an
// anonymous GET of 7,000 segments held the event loop 2.6 s. The deepest route has 7 segments.

/** More segments than this (empty ones included) is no page of the site. */
export const MAX_PATH_SEGMENTS = 32;

/** The number of `/`-separated segments of a request target's path, up to `limit + 1`. */
export function pathDepth(url: string, limit = MAX_PATH_SEGMENTS): number {
  let depth = 0;
  for (let i = 0; i < url.length && depth <= limit; i++) {
    const c = url.charCodeAt(i);
    if (c === 63 /* ? */ || c === 35 /* # */) break;
    if (c === 47 /* / */) depth++;
  }
  return depth;
}

/** Answers `message` with a plain-text 404 to a path of more than `max` segments. */
export function boundedPathDepth(message: string, max = MAX_PATH_SEGMENTS) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (pathDepth(req.url, max) <= max) return next();
    res
      .status(404)
      .set({ "Cache-Control": "no-store" })
      .type("text/plain; charset=utf-8")
      .send(message);
  };
}
