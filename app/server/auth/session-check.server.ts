import { getAuth } from "./auth.server";

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * Whether the Cookie header of a request names a live session, from its headers alone (before its
 * body is read, decision 0074): false without one, null when the lookup failed (database down).
 * The session is looked at, never refreshed: the route that reads the request does that.
 */
export async function cookieHasSession(
  cookie: string | undefined,
  auth: Pick<ReturnType<typeof getAuth>, "api"> = getAuth(),
): Promise<boolean | null> {
  if (!cookie || !SESSION_COOKIE.test(cookie)) return false;
  try {
    const session = await auth.api.getSession({
      headers: new Headers({ cookie }),
      query: { disableRefresh: true },
    });
    return session !== null;
  } catch {
    return null;
  }
}
