import type { ReactNode } from "react";
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
      className={cn(
        "marquee overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]",
        speedClass[seconds],
        reverse && "marquee-reverse",
        className,
      )}
      data-testid={testId}
      data-seconds={seconds}
    >
      <div className="marquee-track">
        {[0, 1, 2].map((copy) => (
          <ul
            key={copy}
            aria-label={copy === 0 ? label : undefined}
            aria-hidden={copy === 0 ? undefined : true}
            data-copy={copy}
            className="flex shrink-0 gap-3 pr-3"
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
  );
}
