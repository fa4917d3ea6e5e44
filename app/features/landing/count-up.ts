import { landingHooks } from "./hooks";
import { COUNT_UP_MS } from "~/content/landing";
import { formatNumber } from "~/lib/format";

const { countTo, counting } = landingHooks;

/**
 * Counts the band's `[data-count-to]` numbers from 0 to their targets over COUNT_UP_MS, the first
 * time the band comes into view (SPEC section 4). Nothing moves under reduced motion: the server's
 * final values stay. Returns the cleanup, which shows the final values.
 */
export function startCountUp(band: HTMLElement): () => void {
  const numbers = [...band.querySelectorAll<HTMLElement>(countTo.selector)];
  // Zero needs no formatter: building one costs a phone tens of milliseconds, which only the
  // count itself (once the band is in view) pays.
  const show = (progress: number) => {
    for (const el of numbers) {
      const value = Math.round(Number(el.getAttribute(countTo.name)) * progress);
      el.textContent = value === 0 ? "0" : formatNumber(value);
    }
  };
  if (typeof IntersectionObserver === "undefined") return () => {};
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  show(0);
  band.setAttribute(counting.name, "waiting");
  let frame = 0;
  const observer = new IntersectionObserver(([entry]) => {
    if (!entry?.isIntersecting) return;
    observer.disconnect();
    band.setAttribute(counting.name, "running");
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / COUNT_UP_MS);
      show(1 - (1 - t) ** 3);
      if (t < 1) frame = requestAnimationFrame(step);
      else band.setAttribute(counting.name, "done");
    };
    frame = requestAnimationFrame(step);
  });
  observer.observe(band);
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    show(1);
  };
}
