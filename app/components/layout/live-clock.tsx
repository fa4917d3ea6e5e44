import { useEffect, useState } from "react";
import { formatClock } from "~/lib/format";

/** Conakry's time zone renders the first frame identically on the server and in the browser. */
const FIRST_RENDER_TIME_ZONE = "Africa/Conakry";

/**
 * The header's live French date and time (SPEC section 2). The first render uses the request
 * time from the root loader so hydration matches; then it ticks every second in the visitor's
 * own time zone.
 */
export function LiveClock({ initial }: { initial: number }) {
  const [state, setState] = useState<{ at: number; local: boolean }>({
    at: initial,
    local: false,
  });
  useEffect(() => {
    const tick = () => setState({ at: Date.now(), local: true });
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, []);
  const { date, time } = formatClock(state.at, state.local ? undefined : FIRST_RENDER_TIME_ZONE);
  return (
    <time
      dateTime={new Date(state.at).toISOString()}
      className="flex items-center gap-2 text-xs text-muted-foreground tabular-nums"
      data-testid="live-clock"
    >
      <span>{date}</span>
      <span aria-hidden>·</span>
      <span className="font-medium text-foreground">{time}</span>
    </time>
  );
}
