import { useEffect, useState, type AnchorHTMLAttributes, type RefObject } from "react";
import { useNavigate } from "react-router";

// Links repeated many times on a page (a list's rows, the dashboard's sidebar): decision 0147.
// React Router's <Link> runs a dozen hooks for each link it renders, about 7.5 µs of server
// time per link, and as many hooks again when a phone hydrates the page. A plain link is an
// anchor without hooks, and the element holding it follows it within the app on a plain click
// (`usePlainLinks`), as <Link> does. Without JavaScript it is an ordinary link. `data-discover`
// lets React Router fetch the target's routes ahead of the click, as for a <Link>.

export type PlainLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path of the app. */
  to: string;
};

export function PlainLink({ to, children, ...rest }: PlainLinkProps) {
  return (
    <a {...rest} href={to} data-discover="true" data-plain-link="">
      {children}
    </a>
  );
}

/**
 * The plain link a click is for, when it is a click to follow within the app: the main button,
 * no modifier key (those open a new tab or window), no other target, not already handled.
 */
function plainLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link =
    event.target instanceof Element
      ? event.target.closest<HTMLAnchorElement>("a[data-plain-link]")
      : null;
  if (!link || (link.target !== "" && link.target !== "_self")) return null;
  return link;
}

/**
 * Follows, within the app, a click on one of the plain links inside `ref`; then calls
 * `onFollow` (the phone's menu closes).
 */
export function usePlainLinks(ref: RefObject<HTMLElement | null>, onFollow?: () => void) {
  const navigate = useNavigate();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const link = plainLinkOf(event);
      if (!link) return;
      event.preventDefault();
      void navigate(link.getAttribute("href")!);
      onFollow?.();
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [ref, navigate, onFollow]);
}

/** How long a pointer or the focus rests on a link before its page is prefetched (as <Link>). */
const INTENT_DELAY_MS = 100;

/**
 * The path of the `data-prefetch` link inside `ref` that the pointer or the focus has rested on,
 * or null: render `<PrefetchPageLinks page>` for it, as <Link prefetch="intent"> does for itself.
 */
export function usePrefetchIntent(ref: RefObject<HTMLElement | null>): string | null {
  const [intent, setIntent] = useState<string | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: string | null = null;
    const linkOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLAnchorElement>("a[data-prefetch]") : null;
    const enter = (event: Event) => {
      const href = linkOf(event.target)?.getAttribute("href") ?? null;
      if (!href || href === pending) return;
      clearTimeout(timer);
      pending = href;
      timer = setTimeout(() => setIntent(href), INTENT_DELAY_MS);
    };
    const leave = (event: Event) => {
      const link = linkOf(event.target);
      const next = (event as MouseEvent | FocusEvent).relatedTarget;
      if (!link || (next instanceof Node && link.contains(next))) return;
      clearTimeout(timer);
      pending = null;
      setIntent(null);
    };
    const events = [
      ["mouseover", enter],
      ["focusin", enter],
      ["touchstart", enter],
      ["mouseout", leave],
      ["focusout", leave],
    ] as const;
    for (const [name, listener] of events) {
      element.addEventListener(name, listener, { passive: true });
    }
    return () => {
      clearTimeout(timer);
      for (const [name, listener] of events) element.removeEventListener(name, listener);
    };
  }, [ref]);
  return intent;
}
