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

/** The value of `key` in this request's scope, computed once; computed each time outside one. */
export function requestMemo<T>(key: string, compute: () => T): T {
  const store = scope.getStore();
  if (!store) return compute();
  if (!store.has(key)) store.set(key, compute());
  return store.get(key) as T;
}
