import { useEffect, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * Scrolls the sidebar so that the current page's link shows, once the page has loaded and after
 * each navigation: a module low in the list (the asset management's, at 1440 × 900) was below the
 * sidebar's fold, so nothing said where one was. A link already in view, or in a closed
 * category, moves nothing. Without JavaScript the sidebar starts at its top, as before.
 */
export function useCurrentLinkInView(ref: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const scroller = ref.current;
    const link = scroller?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (!scroller || !link || link.offsetParent === null) return;
    const box = scroller.getBoundingClientRect();
    const item = link.getBoundingClientRect();
    if (item.top >= box.top && item.bottom <= box.bottom) return;
    // Centred in the scroller rather than flush with its edge: the links around it show too.
    scroller.scrollTop += item.top - box.top - (box.height - item.height) / 2;
  }, [ref, pathname]);
}
