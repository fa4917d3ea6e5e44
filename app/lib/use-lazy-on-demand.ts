import { useCallback, useState, type ComponentType } from "react";

/**
 * Loads a component's code only when the visitor first needs it (hover, focus, click), so that
 * menus and dialogs cost nothing on the first page load over a slow connection.
 */
export function useLazyOnDemand<P>(
  load: () => Promise<ComponentType<P>>,
): [ComponentType<P> | null, () => Promise<void>] {
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  const request = useCallback(async () => {
    if (component) return;
    const loaded = await load();
    setComponent(() => loaded);
  }, [component, load]);
  return [component, request];
}
