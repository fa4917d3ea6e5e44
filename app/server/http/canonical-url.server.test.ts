import type { Request, Response } from "express";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { canonicalPath, canonicalUrl, isValidHost, routeTree } from "./canonical-url.server";

// The shape of app/routes.ts, as a server build lists it.
const manifest = {
  root: { id: "root", path: "" },
  site: { id: "site", parentId: "root" },
  home: { id: "home", parentId: "site", index: true },
  pricing: { id: "pricing", parentId: "site", path: "tarifs" },
  service: { id: "service", parentId: "site", path: "services/:slug" },
  notFound: { id: "notFound", parentId: "site", path: "*" },
  dashboard: { id: "dashboard", parentId: "root", path: "dashboard" },
  dashboardHome: { id: "dashboardHome", parentId: "dashboard", index: true },
  messages: { id: "messages", parentId: "dashboard", path: "messages" },
  message: { id: "message", parentId: "dashboard", path: "messages/:id" },
  auth: { id: "auth", parentId: "root", path: "api/auth/*" },
} as unknown as ServerBuild["routes"];
const tree = routeTree(manifest);

describe("canonicalPath", () => {
  it("spells literal segments as the route table does and drops a trailing slash", () => {
    expect(canonicalPath("/TARIFS", tree)).toBe("/tarifs");
    expect(canonicalPath("/tarifs/", tree)).toBe("/tarifs");
    expect(canonicalPath("/Tarifs//", tree)).toBe("/tarifs");
    expect(canonicalPath("/DashBoard/Messages/", tree)).toBe("/dashboard/messages");
    expect(canonicalPath("/tarifs", tree)).toBe("/tarifs");
  });

  it("keeps parameters and splats as the visitor sent them", () => {
    expect(canonicalPath("/SERVICES/Developpement/", tree)).toBe("/services/Developpement");
    expect(canonicalPath("/dashboard/messages/AbC", tree)).toBe("/dashboard/messages/AbC");
    expect(canonicalPath("/API/auth/callback/Google", tree)).toBe("/api/auth/callback/Google");
  });

  it("leaves an unknown path as sent, without its trailing slash", () => {
    expect(canonicalPath("/Introuvable/", tree)).toBe("/Introuvable");
    expect(canonicalPath("/a/B/c", tree)).toBe("/a/B/c");
  });
});

describe("isValidHost", () => {
  it("accepts host names, IP literals and ports", () => {
    for (const host of [
      "localhost",
      "localhost:3000",
      "127.0.0.1:4173",
      "[::1]:3000",
      "www.example.com",
      "xn--dcouvrir-b1a.gn",
    ]) {
      expect(isValidHost(host), host).toBe(true);
    }
    expect(isValidHost(undefined)).toBe(true);
  });

  it("refuses what cannot be a host", () => {
    for (const host of [
      "",
      "a b",
      "[",
      "evil.example/path",
      "a@b",
      "host:port",
      "x:99999999",
      "é.gn",
      "a\\b",
      "-a.example",
    ]) {
      expect(isValidHost(host), host).toBe(false);
    }
  });
});

/** What the middleware does with a GET of `url` on `routes`: 'next', or the redirect's target. */
async function answerOf(routes: ServerBuild["routes"], url: string) {
  const build = { routes } as unknown as ServerBuild;
  let target = "next";
  const res = {
    set: () => res,
    redirect: (_status: number, location: string) => void (target = location),
  } as unknown as Response;
  const req = { method: "GET", url, headers: { host: "exemple.gn" } } as unknown as Request;
  await canonicalUrl(build, "400")(req, res, () => {});
  return target;
}

describe("canonicalUrl", () => {
  it("passes a page already in its own spelling, and redirects the others", async () => {
    expect(await answerOf(manifest, "/tarifs?x=1")).toBe("next");
    expect(await answerOf(manifest, "/dashboard/messages/AbC")).toBe("next");
    expect(await answerOf(manifest, "/dashboard/messages/abc")).toBe("next");
    expect(await answerOf(manifest, "/Tarifs?x=1")).toBe("/tarifs?x=1");
    expect(await answerOf(manifest, "/tarifs/")).toBe("/tarifs");
    expect(await answerOf(manifest, "/dashboard//messages")).toBe("/dashboard/messages");
    expect(await answerOf(manifest, "/%74arifs")).toBe("/tarifs");
  });

  it("matches every path when a literal of the table is not in lower case", async () => {
    const upper = { ...manifest, docs: { id: "docs", parentId: "site", path: "Docs" } };
    expect(await answerOf(upper as unknown as ServerBuild["routes"], "/docs")).toBe("/Docs");
  });
});
