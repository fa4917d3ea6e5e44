import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { startCountUp } from "./count-up";
import { landingHooks, MAIN_ID, MARQUEE_CLASS } from "./hooks";
import { toast } from "~/components/ui/toast-store";
import { notImplementedToast } from "~/content/toasts";
import { pauseOffscreen } from "~/lib/pause-offscreen";

/**
 * The behaviour of the server-only sections (static-html.tsx), in one small effect: carousels
 * paused off-screen, the statistics count-up, the "not implemented" toast of links to pages that
 * do not exist yet, and client-side navigation for the others.
 */
export function LandingEnhancements() {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  useEffect(() => {
    const cleanups = [...document.querySelectorAll<HTMLElement>(`.${MARQUEE_CLASS}`)].map(
      pauseOffscreen,
    );
    const band = document.querySelector<HTMLElement>(landingHooks.statsBand.selector);
    if (band) cleanups.push(startCountUp(band));
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      if (event.target.closest(landingHooks.unavailableHref.selector)) {
        toast(notImplementedToast);
        return;
      }
      const link = event.target.closest<HTMLAnchorElement>(`a${landingHooks.siteLink.selector}`);
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      void navigateRef.current(link.getAttribute("href") ?? "/", { viewTransition: true });
    };
    const main = document.getElementById(MAIN_ID);
    main?.addEventListener("click", onClick);
    return () => {
      main?.removeEventListener("click", onClick);
      for (const cleanup of cleanups) cleanup();
    };
  }, []);
  return null;
}
