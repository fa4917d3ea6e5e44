import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { pendingBodyOf } from "~/server/platform/request-body.server";

// What a machine endpoint's action reads of its request (the portal's post, the agent's
// submission, inbound mail): its method, headers and body. A Fetch Request has all of it, so
// React Router's routes pass theirs; the fast path (decision 0106) passes `postedRequest`, made
// from Node's request without a Fetch Request, its Headers, its AbortSignal and its body's web
// stream: a tenth of a portal post's CPU on PostgreSQL (decision 0148).

export interface PostedRequest {
  readonly method: string;
  readonly headers: Pick<Headers, "get" | "has">;
  arrayBuffer(): Promise<ArrayBuffer>;
  text(): Promise<string>;
  formData(): Promise<FormData>;
}

/** The request as its action reads it; its body read (once, within its bounds) when asked. */
export function postedRequest(req: ExpressRequest, res: ExpressResponse): PostedRequest {
  let read: Promise<Uint8Array<ArrayBuffer>> | undefined;
  const bytes = () => (read ??= pendingBodyOf(res)?.bytes() ?? Promise.resolve(new Uint8Array(0)));
  // Node keeps header names in lower case, and repeated ones joined as Headers joins them.
  const get = (name: string) => {
    const value = req.headers[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(", ") : value;
  };
  return {
    method: req.method,
    headers: { get, has: (name) => get(name) !== null },
    // `bytes` is an array of its own: its buffer holds the body alone.
    arrayBuffer: async () => (await bytes()).buffer,
    text: async () => new TextDecoder().decode(await bytes()),
    formData: async () =>
      new Response(await bytes(), {
        headers: { "content-type": get("content-type") ?? "" },
      }).formData(),
  };
}
