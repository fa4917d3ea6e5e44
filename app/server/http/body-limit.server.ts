import type { NextFunction, Request, Response } from "express";

/** The largest request body accepted (quality bar: 64 KiB). */
export const MAX_BODY_BYTES = 64 * 1024;

/** The limit of a path: forms with attachments and the inbound e-mail endpoint accept more. */
export type BodyLimitOf = (path: string) => number;

/**
 * Reads the body of every request that may carry one into `res.locals.body`, refusing with 413
 * (short French text) as soon as Content-Length or the bytes actually received exceed the limit:
 * memory stays bounded and nothing is parsed. The connection is closed after a 413, so a client
 * still sending does not keep it busy.
 */
export function bodyLimit(
  message: string | ((path: string) => string),
  limitOf: BodyLimitOf = () => MAX_BODY_BYTES,
) {
  const tooLarge = (res: Response) => {
    res
      .status(413)
      .set({ Connection: "close", "Cache-Control": "no-store" })
      .type("text/plain; charset=utf-8")
      .send(typeof message === "string" ? message : message(res.req.path));
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const limit = limitOf(req.path);
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) return tooLarge(res);
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on("data", (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > limit) {
        refused = true;
        chunks.length = 0;
        tooLarge(res);
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (refused) return;
      res.locals.body = Buffer.concat(chunks, size);
      next();
    });
    req.on("error", (error) => {
      if (!refused) next(error);
    });
  };
}
