import { MAX_BODY_BYTES } from "./body-limit.server";
import type { ModuleBodyPolicy } from "./module-manifest.server";

// The request bodies larger than the site's 64 KiB, and for whom (decision 0074). Each module
// declares its own in its manifest (`bodyPolicy: uploadPolicy([...])`); every other path keeps
// the quality bar's limit.

/**
 * A path of a module that takes a large body. `machine`: an endpoint that checks its own
 * credentials before it reads the body; `signed-in`: a dashboard form, its limit only with a live
 * session; `public`: a form for people without an account, its large bodies in a shared pool.
 */
export interface UploadRoute {
  path: RegExp;
  limit: number;
  /** The French text of a 413 there. */
  tooLarge: string;
  who: "machine" | "signed-in" | "public";
}

/** Human uploads cross slow mobile links: 16 Mo at 1 Mbit/s take about 130 s. */
export const UPLOAD_TOTAL_MS = 180_000;

/**
 * The module's body policy for `routes`, judged from the URL and headers before a byte of the
 * body is read: the machine endpoints check their own credentials first and read the body after;
 * the dashboard's forms need a live session (`signedIn`), without one they keep the 64 KiB of any
 * anonymous post; the public forms' large bodies share a small pool (`pooled`), and so do those
 * whose session lookup failed. Null: not one of the module's paths.
 */
export function uploadPolicy(routes: readonly UploadRoute[]): ModuleBodyPolicy {
  return async ({ path, declared }, signedIn, fallback) => {
    const route = routes.find((r) => r.path.test(path));
    if (!route) return null;
    const { limit, tooLarge } = route;
    if (route.who === "machine") return { limit, tooLarge };
    if (route.who === "public") return { limit, tooLarge, totalMs: UPLOAD_TOTAL_MS, pooled: true };
    // A body that declares 64 KiB at most is any anonymous post's size: no session lookup for it.
    if (Number.isFinite(declared) && declared <= MAX_BODY_BYTES) return { limit, tooLarge };
    const session = await signedIn();
    if (session === false) return { limit: MAX_BODY_BYTES, tooLarge: fallback };
    return { limit, tooLarge, totalMs: UPLOAD_TOTAL_MS, pooled: session === null };
  };
}
