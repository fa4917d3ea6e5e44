import type { NextFunction, Request, Response } from "express";

/**
 * Refuses state-changing requests whose Origin is another site or `null` (sandboxed frames,
 * some redirects) with 403 and a short French text, before React Router (whose own check would
 * answer an English 400). A request without Origin is not a browser's cross-site post.
 */
export function originCheck(siteUrl: string, message: string) {
  const siteOrigin = new URL(siteUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.headers.origin;
    if (origin === undefined) return next();
    const own = `${req.protocol}://${req.get("host") ?? ""}`;
    if (origin !== "null" && (origin === siteOrigin || origin === own)) return next();
    res
      .status(403)
      .set("Cache-Control", "no-store")
      .type("text/plain; charset=utf-8")
      .send(message);
  };
}
