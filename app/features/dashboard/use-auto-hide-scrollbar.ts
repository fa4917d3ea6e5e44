import { useEffect, type RefObject } from "react";
import { SCROLLBAR_HIDE_DELAY_MS } from "~/content/dashboard";

/**
 * Shows a container's scroll bar while it scrolls and hides it 600 ms after scrolling stops
 * (SPEC section 9), through data attributes that CSS classes read (no inline style: CSP). Before
 * hydration, or without JavaScript, the thin scroll bar simply stays visible.
 */
export function useAutoHideScrollbar(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    el.dataset.autohide = "";
    const onScroll = () => {
      el.dataset.scrolling = "";
      clearTimeout(timer);
      timer = setTimeout(() => delete el.dataset.scrolling, SCROLLBAR_HIDE_DELAY_MS);
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      el.removeEventListener("scroll", onScroll);
      clearTimeout(timer);
      delete el.dataset.autohide;
      delete el.dataset.scrolling;
    };
  }, [ref]);
}

/**
 * The matching classes: thin scroll bar, transparent once auto-hiding, visible while scrolling.
 * `relative`: the screen-reader texts inside (absolutely placed) are then clipped and scrolled
 * with the rest; placed against the sidebar instead, the lowest of them lengthened every page by
 * the sidebar's overflow (780 px of blank page below a short one at 1440 px).
 */
export const autoHideScrollbarClass =
  "relative overflow-x-hidden overflow-y-auto overscroll-contain [scrollbar-width:thin] [scrollbar-color:var(--input)_transparent] data-autohide:[scrollbar-color:transparent_transparent] data-autohide:data-scrolling:[scrollbar-color:var(--input)_transparent]";
