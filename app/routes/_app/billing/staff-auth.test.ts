import { describe, expect, it } from "vitest";
import type { Viewer } from "~/server/auth/viewer.server";
import {
  notStaff,
  routeArgs as args,
  staffRequests,
  untouchableDb,
} from "~/server/auth/staff-refusal-kit.server";
import { rejection } from "~/server/platform/test-kit.server";
import * as customer from "./staff-customer";
import * as customers from "./staff-customers";
import * as exported from "./staff-export";
import * as rates from "./staff-rates";
import * as scan from "./staff-scan";
import * as settings from "./staff-settings";
import * as summary from "./staff-summary";

// Every loader and action of staff's billing asks `requireAdmin` first and does nothing else when
// it refuses: anonymous visitors go to sign in, a customer (even a workspace's owner) gets 404.
// The requests are served with a database that records any use (decision 0080).

const id = "org-6f1c2d3e";
const paymentId = "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f";

const { db, touched } = untouchableDb("billing");
/** A customer: signed in, owner of a workspace, not staff. */
const owner = notStaff("Aïssatou Diallo", "aissatou.diallo@exemple.gn");

const base = "/dashboard/facturation";
const PAGES = [
  "/dashboard/facturation",
  `/dashboard/facturation/clients/${id}`,
  "/dashboard/facturation/taux",
  "/dashboard/facturation/parametres",
  `/dashboard/facturation/clients/${id}/paiements/${paymentId}/justificatif`,
  "/dashboard/facturation/synthese",
  "/dashboard/facturation/export/factures?mois=2026-11",
];

function calls(viewer: Viewer | null) {
  const { get, post: postTo } = staffRequests(db, viewer);
  const post = (path: string) => postTo(`${base}${path}`, "intent=payment");
  const posts = [post(`/clients/${id}`), post("/taux"), post("/parametres")];
  return {
    posts,
    loaders: [
      customers.loader(args(get(PAGES[0]!))),
      customer.loader(args(get(PAGES[1]!), { id })),
      rates.loader(args(get(PAGES[2]!))),
      settings.loader(args(get(PAGES[3]!))),
      scan.loader(args(get(PAGES[4]!), { id, paymentId })),
      summary.loader(args(get(PAGES[5]!))),
      exported.loader(args(get(PAGES[6]!), { kind: "factures" })),
    ],
    actions: [
      customer.action(args(posts[0]!, { id })),
      rates.action(args(posts[1]!)),
      settings.action(args(posts[2]!)),
    ],
  };
}

describe("staff's billing routes without staff", () => {
  it("send anonymous visitors to sign in (never cached), touching nothing", async () => {
    touched.length = 0;
    const { posts, loaders, actions } = calls(null);
    const errors = (await Promise.all([...loaders, ...actions].map(rejection))) as Response[];
    for (const error of errors) {
      expect(error).toBeInstanceOf(Response);
      expect(error.status).toBe(302);
      expect(error.headers.get("Location")).toMatch(/^\/connexion\?redirectTo=/);
      expect(error.headers.get("Cache-Control")).toBe("private, no-store");
    }
    expect(touched).toEqual([]);
    expect(posts.some((p) => p.bodyUsed)).toBe(false);
  });

  it("answer 404 to a customer, even a workspace's owner, reading and writing nothing", async () => {
    touched.length = 0;
    const { posts, loaders, actions } = calls(owner);
    const errors = await Promise.all([...loaders, ...actions].map(rejection));
    for (const error of errors) {
      const status =
        error instanceof Response
          ? error.status
          : (error as { init?: { status?: number } }).init?.status;
      expect(status).toBe(404);
    }
    expect(touched).toEqual([]);
    expect(posts.some((p) => p.bodyUsed)).toBe(false);
  });
});
