import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { landingHooks } from "./hooks";

interface NetworkInformation {
  saveData?: boolean;
}

/** Whether this visitor should get the background video: wide screen, motion allowed, no Save-Data. */
function videoAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return (
    window.matchMedia("(min-width: 768px)").matches &&
    !window.matchMedia("(prefers-reduced-motion: reduce)").matches &&
    connection?.saveData !== true
  );
}

/**
 * The hero's abstract background loop (public/media, made with ffmpeg). The server never renders
 * it: it is added after hydration into the hero's `[data-hero-media]`, only where allowed, so it
 * never delays the first paint; the poster and gradient show otherwise.
 */
export function HeroVideo() {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => {
      if (!videoAllowed()) return;
      setSlot(document.querySelector<HTMLElement>(landingHooks.heroMedia.selector));
    }, 0);
    return () => window.clearTimeout(id);
  }, []);
  if (!slot) return null;
  return createPortal(
    <video
      aria-hidden
      tabIndex={-1}
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      poster="/media/hero-poster.webp"
      data-testid="hero-video"
      onPlaying={() => setPlaying(true)}
      className={`absolute inset-0 size-full object-cover transition-opacity duration-1000 ${playing ? "opacity-100" : "opacity-0"}`}
    >
      <source src="/media/hero-loop.webm" type="video/webm" />
      <source src="/media/hero-loop.mp4" type="video/mp4" />
    </video>,
    slot,
  );
}
