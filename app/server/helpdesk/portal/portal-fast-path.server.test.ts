import { randomUUID } from "node:crypto";
import type { Request as ExpressRequest } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "~/server/db/test-db.server";
import type { Db } from "~/server/db/client.server";
import { portalFastRoute } from "./portal-fast-path.server";
import { portalAction } from "./portal-page.server";
import { channelWorkspace, type ChannelWorkspace } from "./portal-test-fixtures.server";

// Which portal posts the fast path answers (decision 0106): the urlencoded post to the form's own
// path, and only its 303; every other outcome of the same action goes to React Router's route.

let t: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;
let ws: ChannelWorkspace;
let closed: ChannelWorkspace;

beforeAll(async () => {
  t = await openTestDb();
  db = t.db;
  ws = await channelWorkspace(db, "Mariama Bah");
  closed = await channelWorkspace(db, "Alpha Condé", 0);
}, 120_000);
afterAll(() => t.cleanup());

const claims = (method: string, url: string, type?: string) =>
  portalFastRoute.claims({
    method,
    url,
    path: url.split("?")[0],
    headers: type ? { "content-type": type } : {},
  } as unknown as ExpressRequest);

async function outcomeOf(slug: string, fields: Record<string, string>) {
  const request = new Request(`http://localhost/portail/${slug}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const args = { request, context: { clientIp: randomUUID() }, params: { slug } };
  return portalAction(args, db).catch((thrown: unknown) => thrown);
}

const valid = {
  name: "Fatou Camara",
  email: "fatou@exemple.gn",
  subject: "Imprimante en panne",
  description: "L'imprimante du 2e étage affiche une erreur.",
};

describe("the portal's fast path", () => {
  it("claims the form's urlencoded post to its own path only", () => {
    const form = "application/x-www-form-urlencoded; charset=UTF-8";
    expect(claims("POST", "/portail/clinique-ratoma", form)).toEqual({ slug: "clinique-ratoma" });
    expect(claims("POST", "/portail/clinique-ratoma", "multipart/form-data; boundary=x")).toBe(
      null,
    );
    expect(claims("POST", "/portail/clinique-ratoma.data", form)).toBe(null);
    expect(claims("POST", "/portail/clinique-ratoma?aide=wifi", form)).toBe(null);
    expect(claims("POST", "/portail/clinique-ratoma/suivi/TCK-000001", form)).toBe(null);
    expect(claims("GET", "/portail/clinique-ratoma")).toBe(null);
  });

  it("answers the accepted post, its 303 to the confirmation page", async () => {
    const outcome = await outcomeOf(ws.slug, { ...valid, idempotencyKey: randomUUID() });
    expect(portalFastRoute.answers(outcome)).toBe(true);
    expect((outcome as Response).headers.get("Location")).toMatch(
      /^\/portail\/.+\/demande-envoyee/,
    );
  });

  it("leaves refusals and the unknown workspace to React Router", async () => {
    const refusals = [
      await outcomeOf(ws.slug, { ...valid, email: "pas une adresse" }),
      await outcomeOf(ws.slug, { ...valid, website: "http://spam.example" }),
      await outcomeOf(closed.slug, valid),
      await outcomeOf("inconnu-0000", valid),
    ];
    for (const outcome of refusals) expect(portalFastRoute.answers(outcome)).toBe(false);
  });
});
