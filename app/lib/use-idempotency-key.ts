import { useCallback, useEffect, useRef } from "react";

// The idempotency key of a public form (docs/decisions/0029-page-cache-without-tokens.md): minted
// in the browser once the form has hydrated, so that the server HTML (shared by the page cache)
// carries none, and a double submit or a retry is stored once. A post made without JavaScript has
// no key: the server derives one from the client, the text and a ten-minute window.

/** A fresh key: 16 random bytes in hex (works outside secure contexts, unlike randomUUID). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The ref of the form's hidden key input, filled after hydration, and `renew` for the next post
 * after a success. The input takes no `value` or `defaultValue` prop: React would write that back
 * over the key on a later render.
 */
export function useIdempotencyKey() {
  const ref = useRef<HTMLInputElement>(null);
  const renew = useCallback(() => {
    if (ref.current) ref.current.value = newIdempotencyKey();
  }, []);
  useEffect(renew, [renew]);
  return { ref, renew };
}
