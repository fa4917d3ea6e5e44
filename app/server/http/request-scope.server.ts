import { AsyncLocalStorage } from "node:async_hooks";

// What the loaders of one HTTP request share. React Router hands each loader its own copy of the
// Request, so a lookup made by the dashboard's layout and again by the page (the signed-in
// viewer) cannot be keyed on it: the request handler runs each request in a scope of its own,
// and `requestMemo` keeps a value for the rest of that request. Outside a scope (tests, jobs),
// nothing is kept.

const scope = new AsyncLocalStorage<Map<string, unknown>>();

/** Runs `fn` (one HTTP request) in a fresh scope. */
export function inRequestScope<T>(fn: () => T): T {
  return scope.run(new Map(), fn);
}

/** Set-Cookie values a lookup made during the request adds to its answer (the session's renewal). */
const COOKIES = "response:set-cookie";

/**
 * Adds a Set-Cookie value to this request's answer (request-handler.server.ts sends it, and makes
 * that answer private and unstored). Outside a scope (tests, jobs), there is no answer: dropped.
 */
export function addResponseCookie(value: string): void {
  const store = scope.getStore();
  if (!store) return;
  const cookies = (store.get(COOKIES) as string[] | undefined) ?? [];
  if (!cookies.includes(value)) cookies.push(value);
  store.set(COOKIES, cookies);
}

/** The Set-Cookie values added so far in this request's scope. */
export function responseCookies(): readonly string[] {
  return (scope.getStore()?.get(COOKIES) as string[] | undefined) ?? [];
}

/** The value of `key` in this request's scope, computed once; computed each time outside one. */
export function requestMemo<T>(key: string, compute: () => T): T {
  const store = scope.getStore();
  if (!store) return compute();
  if (!store.has(key)) store.set(key, compute());
  return store.get(key) as T;
}
