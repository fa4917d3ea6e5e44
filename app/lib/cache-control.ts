/**
 * What a page or answer about one signed-in person, a workspace or a secret link sends: no browser
 * or proxy keeps a copy. The one definition, for loaders, actions and route `headers`; frozen, as
 * every response shares it (Headers and React Router copy it, never change it).
 */
export const NO_STORE: Readonly<{ "Cache-Control": "private, no-store" }> = Object.freeze({
  "Cache-Control": "private, no-store",
});
