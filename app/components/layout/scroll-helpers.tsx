import { ArrowUp } from "lucide-react";
import { useEffect, useRef } from "react";
import { BACK_TO_TOP_AFTER_PX } from "~/content/layout";
import { cn } from "~/lib/cn";
import { useScrollPast } from "~/lib/use-scroll-past";

/**
 * A thin bar showing how far the page is read. Browsers with scroll-driven animations run it in
 * CSS alone (app.css); others get the same transform from a passive scroll listener.
 */
export function ScrollProgress() {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (CSS.supports("animation-timeline: scroll()")) return;
    const el = bar.current;
    if (!el) return;
    const update = () => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      el.style.transform = `scaleX(${max > 0 ? Math.min(1, window.scrollY / max) : 0})`;
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return (
    <div aria-hidden className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5">
      <div ref={bar} data-testid="scroll-progress" className="scroll-progress h-full bg-primary" />
    </div>
  );
}

/** Appears after 300 px of scrolling (SPEC section 4). */
export function BackToTop() {
  const visible = useScrollPast(BACK_TO_TOP_AFTER_PX) === true;
  return (
    <a
      href="#top"
      aria-label="Revenir en haut de la page"
      data-testid="back-to-top"
      data-visible={visible}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={(event) => {
        event.preventDefault();
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
        document.getElementById("contenu")?.focus({ preventScroll: true });
      }}
      className={cn(
        "fixed right-4 bottom-4 z-30 inline-flex size-10 items-center justify-center rounded-full border border-input bg-background/90 shadow-lg backdrop-blur transition-[opacity,transform] duration-300 hover:bg-accent sm:right-6 sm:bottom-6 [&_svg]:size-4",
        visible ? "translate-y-0 opacity-100" : "pointer-events-none translate-y-3 opacity-0",
      )}
    >
      <ArrowUp aria-hidden />
    </a>
  );
}

export function SkipLink() {
  return (
    <a
      href="#contenu"
      className="fixed top-2 left-2 z-[60] -translate-y-20 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow-lg transition-transform focus:translate-y-0"
    >
      Aller au contenu
    </a>
  );
}
