import { useEffect, useState } from "react";

/**
 * Whether the page is scrolled past `threshold` pixels. Undefined until mounted, so that the
 * server HTML (which cannot know) stays the no-JavaScript fallback.
 */
export function useScrollPast(threshold: number): boolean | undefined {
  const [past, setPast] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
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
  }, [threshold]);
  return past;
}
