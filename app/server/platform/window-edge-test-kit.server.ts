// For tests that send a burst through a real clock against a fixed-window limit: a burst that
// crossed a window's end would start counting afresh and see no refusal. Tests that can pass
// their own `now` pin it instead.

/** Waits, when needed, until at least `marginMs` are left in the current window. */
export async function awayFromWindowEdge(windowMs: number, marginMs = 20_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
