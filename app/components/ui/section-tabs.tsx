import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

// The sections of a page as links under one line (settings, teams): each section has its URL and
// works without JavaScript, the current one is underlined and `aria-current`. On a phone the line
// scrolls sideways (wrapped, the underline sat under one of two rows) and a tab may carry a
// shorter label; with JavaScript the current tab is scrolled into view, so that a phone shows which
// section is open even when it is the last one.

export interface SectionTab<Id extends string = string> {
  id: Id;
  to: string;
  label: string;
  /** Below `sm`, instead of `label`. */
  shortLabel?: string;
}

const tabClass =
  "-mb-px inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
// One or the other: cn() does not resolve two colours of one property.
const currentClass = "border-brand text-foreground";
const otherClass =
  "border-transparent text-muted-foreground hover:border-border hover:text-foreground";

export function SectionTabs<Id extends string>({
  label,
  tabs,
  current,
}: {
  /** The navigation's accessible name. */
  label: string;
  tabs: readonly SectionTab<Id>[];
  current: Id | null;
}) {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const box = nav.current;
    const tab = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !tab || box.scrollWidth <= box.clientWidth) return;
    const left = tab.offsetLeft; // from the nav's edge: the nav is the tab's offset parent
    if (left < box.scrollLeft || left + tab.offsetWidth > box.scrollLeft + box.clientWidth) {
      box.scrollLeft = left + tab.offsetWidth / 2 - box.clientWidth / 2;
    }
  }, [current]);
  return (
    // The nav's 4 px either side leave room for a focus ring; the line itself spans the content.
    // A phone sees a shadow on the side with more tabs (`scroll-shadows`, app.css).
    <nav
      ref={nav}
      aria-label={label}
      className="scroll-shadows relative -mx-1 overflow-x-auto px-1 [--scroll-cover:var(--background)]"
    >
      <ul className="flex w-max min-w-full gap-1 border-b">
        {tabs.map((tab) => {
          const active = tab.id === current;
          return (
            <li key={tab.id}>
              <Link
                to={tab.to}
                aria-current={active ? "page" : undefined}
                className={cn(tabClass, active ? currentClass : otherClass)}
              >
                {tab.shortLabel ? (
                  <>
                    <span className="sm:hidden">{tab.shortLabel}</span>
                    <span className="hidden sm:inline">{tab.label}</span>
                  </>
                ) : (
                  tab.label
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
