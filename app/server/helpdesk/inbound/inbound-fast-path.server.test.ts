import type { Request as ExpressRequest } from "express";
import { describe, expect, it } from "vitest";
import { inboundFastRoute } from "./inbound-fast-path.server";

// Which inbound posts the fast path answers (decisions 0106, 0120): a POST to a workspace's
// address, whatever its type (raw MIME or an inbound service's form), and only the action's
// accepted answers (2xx); its refusals go through React Router's route, which returns them.

const claims = (method: string, url: string, type = "message/rfc822") =>
  inboundFastRoute.claims({
    method,
    url,
    path: url.split("?")[0],
    headers: { "content-type": type },
  } as unknown as ExpressRequest);

describe("the inbound mail's fast path", () => {
  it("claims the posts to a workspace's address, raw or as a form", () => {
    expect(claims("POST", "/api/helpdesk/inbound/atelier-diallo")).toEqual({
      slug: "atelier-diallo",
    });
    expect(claims("POST", "/api/helpdesk/inbound/atelier-diallo.mime", "text/plain")).toEqual({
      slug: "atelier-diallo.mime",
    });
    expect(claims("POST", "/api/helpdesk/inbound/x", "multipart/form-data; boundary=b")).toEqual({
      slug: "x",
    });
    expect(claims("GET", "/api/helpdesk/inbound/atelier-diallo")).toBe(null);
    expect(claims("POST", "/api/helpdesk/inbound/atelier-diallo.data")).toBe(null);
    expect(claims("POST", "/api/helpdesk/inbound/atelier-diallo?x=1")).toBe(null);
    expect(claims("POST", "/api/helpdesk/inbound/")).toBe(null);
  });

  it("answers what was accepted, and leaves every refusal to React Router", () => {
    const answer = (status: number) => inboundFastRoute.answers(new Response(null, { status }));
    expect([201, 200, 202].map(answer)).toEqual([true, true, true]);
    expect([400, 401, 403, 404, 413, 415, 429, 503].map(answer)).toEqual(Array(8).fill(false));
    expect(inboundFastRoute.answers(new Error("jetée"))).toBe(false);
  });
});
