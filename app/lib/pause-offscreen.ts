/**
 * Sets `data-paused="true"` on the element while it is off-screen, so that its CSS animation
 * stops costing frames. Without IntersectionObserver (or JavaScript) the animation simply runs.
 * Returns the cleanup.
 */
export function pauseOffscreen(el: HTMLElement): () => void {
  if (typeof IntersectionObserver === "undefined") return () => {};
  const observer = new IntersectionObserver(([entry]) => {
    el.setAttribute("data-paused", String(!entry?.isIntersecting));
  });
  observer.observe(el);
  return () => observer.disconnect();
}
