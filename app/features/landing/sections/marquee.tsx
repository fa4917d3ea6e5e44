import type { ReactNode } from "react";
import { MARQUEE_CLASS } from "../hooks";
import type { MarqueeSeconds } from "~/content/technologies";
import { cn } from "~/lib/cn";

const speedClass: Record<MarqueeSeconds, string> = {
  60: "marquee-60",
  65: "marquee-65",
  70: "marquee-70",
  80: "marquee-80",
};

/**
 * A CSS keyframe carousel. The list is rendered three times (the copies hidden from assistive
 * technology) and the track moves by a third of its width per loop (app.css, `.marquee`). The
 * landing enhancements pause it off-screen.
 *
 * The row is a named region that takes keyboard focus: focusing it pauses the movement (as hovering
 * does), and under reduced motion, where the row stands still and becomes a horizontal scroller of
 * the first copy only, the arrow keys scroll it. The edge fade sits on an inner wrapper so that it
 * does not hide the focus ring, and goes away under reduced motion (it would hide scrolled items).
 */
export function Marquee<T>({
  items,
  seconds,
  label,
  reverse,
  renderItem,
  itemKey,
  className,
  testId,
}: {
  items: T[];
  seconds: MarqueeSeconds;
  label: string;
  reverse?: boolean;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // A scrollable region must be reachable with the keyboard (WCAG 2.1.1); see the comment above.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn(
        MARQUEE_CLASS,
        "overflow-hidden focus-visible:-outline-offset-2 motion-reduce:overflow-x-auto",
        speedClass[seconds],
        reverse && "marquee-reverse",
        className,
      )}
      data-testid={testId}
      data-seconds={seconds}
    >
      <div className="[mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none]">
        <div className="marquee-track motion-reduce:px-4">
          {[0, 1, 2].map((copy) => (
            <ul
              key={copy}
              aria-hidden={copy === 0 ? undefined : true}
              data-copy={copy}
              className={cn("flex shrink-0 gap-3 pr-3", copy > 0 && "motion-reduce:hidden")}
            >
              {items.map((item) => (
                <li key={itemKey(item)} className="shrink-0">
                  {renderItem(item)}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </div>
  );
}
