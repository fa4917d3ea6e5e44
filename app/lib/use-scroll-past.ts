import { useEffect, useRef, useState } from "react";

/** Calls `onChange` now and whenever scrolling crosses `threshold` pixels; returns the cleanup. */
function watchScrollPast(threshold: number, onChange: (past: boolean) => void): () => void {
  let frame = 0;
  let last: boolean | undefined;
  const update = () => {
    frame = 0;
    const past = window.scrollY > threshold;
    if (past !== last) onChange((last = past));
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  window.addEventListener("scroll", onScroll, { passive: true });
  return () => {
    window.removeEventListener("scroll", onScroll);
    if (frame) cancelAnimationFrame(frame);
  };
}

/**
 * Whether the page is scrolled past `threshold` pixels. Undefined until mounted, so that the
 * server HTML (which cannot know) stays the no-JavaScript fallback.
 */
export function useScrollPast(threshold: number): boolean | undefined {
  const [past, setPast] = useState<boolean | undefined>(undefined);
  useEffect(() => watchScrollPast(threshold, setPast), [threshold]);
  return past;
}

/**
 * The same, written as `data-scrolled="true|false"` on the element of the returned ref instead of
 * React state: a large component (the header) is not rendered again after hydration, which
 * would cost a phone tens of milliseconds. Absent until mounted, like useScrollPast's undefined.
 */
export function useScrolledAttribute<T extends HTMLElement>(threshold: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const stop = watchScrollPast(threshold, (past) => el.setAttribute("data-scrolled", `${past}`));
    return () => {
      stop();
      el.removeAttribute("data-scrolled");
    };
  }, [threshold]);
  return ref;
}
