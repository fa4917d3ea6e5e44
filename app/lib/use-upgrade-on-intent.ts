import { useCallback, useEffect, useRef, useState, type FocusEvent } from "react";

type Loader<T> = () => Promise<T>;

// One load per loader for the whole page: a placeholder mounted again (after a navigation) or a
// second one with the same loader gets the widget at once.
const loads = new WeakMap<Loader<unknown>, Promise<unknown>>();
const settled = new WeakMap<Loader<unknown>, { value: unknown }>();

function loadOnce<T>(load: Loader<T>): Promise<T> {
  const started = loads.get(load) as Promise<T> | undefined;
  if (started) return started;
  const promise = load().then((value) => {
    settled.set(load, { value });
    return value;
  });
  loads.set(load, promise);
  // A failed load (a dropped connection) is tried again at the next intent.
  promise.catch(() => loads.delete(load));
  return promise;
}

function settledValue<T>(load: Loader<T>): { value: T } | undefined {
  return settled.get(load) as { value: T } | undefined;
}

const ignore = () => {};

/** Handlers for the placeholder: each starts the load. */
export interface IntentProps {
  onPointerEnter: () => void;
  onTouchStart: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
}

export interface UpgradeOptions {
  /**
   * An attribute that names the focusable elements of both the placeholder and the widget (e.g.
   * `data-nav-id`). When the widget replaces a placeholder that had the focus, the widget's
   * element with the same value takes it, so that a keyboard user keeps their place.
   */
  focusKey?: string;
}

/**
 * A widget whose code loads on the visitor's first intent (pointer over, touch, focus, click), so
 * that it costs nothing on page load: the server and the first render show a cheap placeholder
 * that works without JavaScript, and `loaded` is the loaded module or component once it is there.
 *
 * - `intentProps` go on the placeholder (or on the element that stays, such as a sheet's button).
 * - `upgrade()` starts the load from anywhere else (a queued toast, a delegated listener).
 * - `replayClick(action)` is the placeholder's click handler: `action` runs with the loaded value,
 *   at once when it is there, else once it arrives (several clicks while loading run it once).
 *
 * Nothing loads before an intent, and each loader runs at most once per page (a failed load is
 * tried again at the next intent). The loader must be stable (declared at module level).
 */
export function useUpgradeOnIntent<T>(
  load: Loader<T>,
  { focusKey }: UpgradeOptions = {},
): {
  loaded: T | null;
  upgrade: () => void;
  intentProps: IntentProps;
  replayClick: (action: (loaded: T) => void) => () => void;
} {
  const [loaded, setLoaded] = useState(() => settledValue(load));
  const pendingClick = useRef<((loaded: T) => void) | null>(null);
  const focusedKey = useRef<string | null>(null);

  const request = useCallback(
    () =>
      loadOnce(load).then((value) => {
        setLoaded((current) => current ?? { value });
        return value;
      }),
    [load],
  );
  const upgrade = useCallback(() => void request().catch(ignore), [request]);

  const replayClick = useCallback(
    (action: (loaded: T) => void) => () => {
      const done = settledValue(load);
      if (done) {
        action(done.value);
        return;
      }
      pendingClick.current = action;
      request().then((value) => {
        const replay = pendingClick.current;
        pendingClick.current = null;
        replay?.(value);
      }, ignore);
    },
    [load, request],
  );

  // The placeholder is gone and the focus with it (on <body>): the widget's twin takes it.
  useEffect(() => {
    const key = focusedKey.current;
    if (!loaded || !focusKey || key === null) return;
    focusedKey.current = null;
    if (document.activeElement && document.activeElement !== document.body) return;
    const twin = [...document.querySelectorAll<HTMLElement>(`[${focusKey}]`)].find(
      (element) => element.getAttribute(focusKey) === key,
    );
    twin?.focus();
  }, [loaded, focusKey]);

  const intentProps: IntentProps = {
    onPointerEnter: upgrade,
    onTouchStart: upgrade,
    onFocus: (event) => {
      if (focusKey) {
        focusedKey.current = event.target.closest(`[${focusKey}]`)?.getAttribute(focusKey) ?? null;
      }
      upgrade();
    },
  };

  return { loaded: loaded ? loaded.value : null, upgrade, intentProps, replayClick };
}
