import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { boundedPathDepth, MAX_PATH_SEGMENTS, pathDepth } from "./path-depth.server";

// A path deeper than any page is a 404 before React Router, whose document render costs the
// square of the path's depth (decision 0142).

/** What the middleware does with a GET of `url`: "next", or the status and body it sent. */
function answerOf(url: string) {
  let answer: string = "next";
  let status = 0;
  const res = {
    status: (code: number) => ((status = code), res),
    set: () => res,
    type: () => res,
    send: (body: string) => void (answer = `${status} ${body}`),
  } as unknown as Response;
  boundedPathDepth("Introuvable.")({ url } as Request, res, () => {});
  return answer;
}

describe("pathDepth", () => {
  it("counts the path's segments, empty ones included, not the query's", () => {
    expect(pathDepth("/")).toBe(1);
    expect(pathDepth("/tarifs")).toBe(1);
    expect(pathDepth("/dashboard/helpdesk/12?retour=/a/b/c/d")).toBe(3);
    expect(pathDepth("/a//b/")).toBe(4);
    expect(pathDepth("/a/b#/c/d")).toBe(2);
  });

  it("stops counting past its limit", () => {
    expect(pathDepth("/a".repeat(10_000), 32)).toBe(33);
  });
});

describe("boundedPathDepth", () => {
  it("lets every page of the site through, the deepest included", () => {
    expect(answerOf("/")).toBe("next");
    expect(answerOf("/dashboard/project-management/p1/taches/t1/pieces/a1")).toBe("next");
    expect(answerOf(`${"/a".repeat(MAX_PATH_SEGMENTS)}?q=${"/x".repeat(100)}`)).toBe("next");
  });

  it("answers a French 404 to a deeper path, without matching it against the routes", () => {
    expect(answerOf("/a".repeat(MAX_PATH_SEGMENTS + 1))).toBe("404 Introuvable.");
    expect(answerOf(`/${"a/".repeat(7_000)}a`)).toBe("404 Introuvable.");
    expect(answerOf("/".repeat(MAX_PATH_SEGMENTS + 1))).toBe("404 Introuvable.");
  });
});
