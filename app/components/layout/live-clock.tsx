import { useEffect, useState } from "react";
import { formatClock, type ClockParts } from "~/lib/format";

/** Where the header shows the clock: Tailwind's `lg`, as in site-header.tsx. */
const CLOCK_SHOWN = "(min-width: 64rem)";

/**
 * The header's live French date and time (SPEC section 2). The first frame is the server's
 * (request time, Conakry's time zone, already formatted), so hydration matches without building
 * any Intl formatter; from the next second on it ticks in the visitor's own time zone, only
 * while it is shown (a phone never pays for the formatters).
 */
export function LiveClock({ at, initial }: { at: number; initial: ClockParts }) {
  const [state, setState] = useState({ at, parts: initial });
  useEffect(() => {
    const tick = () => {
      const now = Date.now();
      setState({ at: now, parts: formatClock(now) });
    };
    const shown = window.matchMedia(CLOCK_SHOWN);
    let first: number | undefined;
    let interval: number | undefined;
    const stop = () => {
      window.clearTimeout(first);
      window.clearInterval(interval);
    };
    const sync = () => {
      stop();
      if (!shown.matches) return;
      // On the next second boundary, so that the seconds change when the visitor's clock does.
      first = window.setTimeout(
        () => {
          tick();
          interval = window.setInterval(tick, 1000);
        },
        1000 - (Date.now() % 1000),
      );
    };
    sync();
    shown.addEventListener("change", sync);
    return () => {
      shown.removeEventListener("change", sync);
      stop();
    };
  }, []);
  return (
    <time
      dateTime={new Date(state.at).toISOString()}
      className="flex items-center gap-2 text-xs text-muted-foreground tabular-nums"
      data-testid="live-clock"
    >
      <span>{state.parts.date}</span>
      <span aria-hidden>·</span>
      <span className="font-medium text-foreground">{state.parts.time}</span>
    </time>
  );
}
