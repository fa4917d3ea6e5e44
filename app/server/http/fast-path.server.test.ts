import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express, {
  type Request as ExpressRequest,
  type RequestHandler,
  type Response as ExpressResponse,
} from "express";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import {
  fastPathOutcomeOf,
  fastPaths,
  postTo,
  replayedOutcome,
  unlessFastPath,
  type FastPathArgs,
  type FastRoute,
} from "./fast-path.server";
import { streamedBody } from "~/server/platform/request-body.server";
import { createRequestHandler } from "./request-handler.server";

// The fast path over HTTP, in front of a stand-in for React Router whose route calls the same
// action through `replayedOutcome`: the plain success is answered before React Router; anything
// else reaches it with the outcome, and the action has run once; what the path does not claim
// goes to React Router untouched.

/** A route whose action answers 303 for `ok=1`, a refusal otherwise, and throws for `boom=1`. */
function testRoute() {
  const runs: string[] = [];
  const action = async ({ request, params }: FastPathArgs) => {
    const form = new URLSearchParams(await request.text());
    runs.push(`${params.slug}:${form.toString()}`);
    if (form.get("boom") === "1") throw new Response("introuvable", { status: 404 });
    if (form.get("ok") === "1") {
      return new Response(null, { status: 303, headers: { Location: "/envoye" } });
    }
    return { refused: form.toString() };
  };
  const route: FastRoute = {
    claims: postTo(/^\/portail\/(?<slug>[a-z0-9-]+)$/, ["application/x-www-form-urlencoded"]),
    action,
    answers: (value): value is Response => value instanceof Response && value.status === 303,
  };
  return { runs, action, route };
}

/** `onward`: a middleware the claimed requests skip, and take when they go on (compression's place). */
async function serve(onward?: RequestHandler) {
  const { runs, action, route } = testRoute();
  const reachedRouter: string[] = [];
  const getLoadContext = (req: ExpressRequest, res: ExpressResponse) =>
    ({ fastPathOutcome: fastPathOutcomeOf(res), path: req.path }) as AppLoadContext;
  // React Router's stand-in: the route's action as the route module calls it.
  const handle = async (request: globalThis.Request, context: AppLoadContext) => {
    reachedRouter.push(new URL(request.url).pathname);
    const args = { request, context, params: { slug: "clinique" } };
    try {
      const value = await replayedOutcome(context, () => action(args));
      if (value instanceof Response) return value;
      return Response.json({ rendered: value }, { status: 400 });
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };
  const app = express();
  // The body as server.ts hands it over: read only when the action reads it.
  app.use(
    streamedBody({
      policyOf: () => ({ limit: 64 * 1024, tooLarge: "Trop volumineux." }),
      messages: { timeout: "Délai dépassé.", busy: "Occupé." },
    }),
  );
  if (onward) app.use(unlessFastPath([route], onward));
  app.use(fastPaths([route], { getLoadContext, onward }));
  app.use(createRequestHandler({ handle: handle as never, getLoadContext }));
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = (path: string, body: string, type = "application/x-www-form-urlencoded") =>
    fetch(`${base}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": type },
      body,
    });
  return { post, runs, reachedRouter, close: () => server.close() };
}

describe("the fast path", () => {
  it("answers the plain success itself, without React Router", async () => {
    const s = await serve();
    try {
      const response = await s.post("/portail/clinique", "ok=1");
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/envoye");
      expect(s.runs).toEqual(["clinique:ok=1"]);
      expect(s.reachedRouter).toEqual([]);
    } finally {
      s.close();
    }
  });

  it("hands any other outcome to React Router, the action having run once", async () => {
    const s = await serve();
    try {
      const refused = await s.post("/portail/clinique", "ok=0&nom=F%C3%A9");
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ rendered: { refused: "ok=0&nom=F%C3%A9" } });
      const thrown = await s.post("/portail/clinique", "boom=1");
      expect(thrown.status).toBe(404);
      expect(await thrown.text()).toBe("introuvable");
      expect(s.runs).toEqual(["clinique:ok=0&nom=F%C3%A9", "clinique:boom=1"]);
      expect(s.reachedRouter).toEqual(["/portail/clinique", "/portail/clinique"]);
    } finally {
      s.close();
    }
  });

  it("leaves what it does not claim to React Router, body and all", async () => {
    const s = await serve();
    try {
      await s.post("/portail/clinique.data", "ok=1");
      await s.post("/portail/clinique?index", "ok=1");
      await s.post("/portail/clinique", "ok=1", "multipart/form-data; boundary=x");
      await s.post("/portail/Clinique", "ok=1");
      // Each ran once, by React Router's route, with the body it was sent.
      expect(s.runs).toEqual(["clinique:ok=1", "clinique:ok=1", "clinique:ok=1", "clinique:ok=1"]);
      expect(s.reachedRouter).toEqual([
        "/portail/clinique.data",
        "/portail/clinique",
        "/portail/clinique",
        "/portail/Clinique",
      ]);
    } finally {
      s.close();
    }
  });

  it("spares what it answers a middleware that what it hands on takes once", async () => {
    const seen: string[] = [];
    const s = await serve((req, _res, next) => {
      seen.push(req.url);
      next();
    });
    try {
      expect((await s.post("/portail/clinique", "ok=1")).status).toBe(303);
      expect(seen).toEqual([]);
      expect((await s.post("/portail/clinique", "ok=0")).status).toBe(400);
      await s.post("/portail/clinique.data", "ok=1");
      expect(seen).toEqual(["/portail/clinique", "/portail/clinique.data"]);
    } finally {
      s.close();
    }
  });
});
