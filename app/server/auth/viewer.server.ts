import { data, redirect } from "react-router";
import type { PlanId } from "~/content/plans";

// The signed-in person behind a request, as every loader and action sees it. The accounts work
// (better-auth) fills `getViewer`; the rest of the app depends only on this module.

export const ROLES = ["member", "admin"] as const;
export type Role = (typeof ROLES)[number];

export interface Viewer {
  id: string;
  name: string;
  email: string;
  role: Role;
  plan: PlanId;
  trialEndsAt: Date | null;
}

/** The viewer of this request, or null for an anonymous visitor. */
export async function getViewer(_request: Request): Promise<Viewer | null> {
  return null;
}

/** The sign-in page, remembering where to come back to. */
export function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return redirect(`/connexion?redirectTo=${encodeURIComponent(back)}`);
}

/**
 * Staff-only pages: anonymous visitors are sent to the sign-in page, anyone signed in who is not an
 * admin gets a 404 (the page's existence is not revealed).
 */
export async function requireAdmin(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw signInRedirect(request);
  if (viewer.role !== "admin") throw data(null, { status: 404 });
  return viewer;
}
