import { useEffect, useSyncExternalStore } from "react";
import { useLazyOnDemand } from "~/lib/use-lazy-on-demand";
import { getServerToasts, getToasts, subscribeToasts } from "./toast-store";

const loadView = () => import("./toast-view").then((m) => m.ToastView);

/**
 * Shows the toasts of the queue. The rendering code (Radix Toast) loads with the first toast, so
 * pages that never show one never download it.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  const [View, load] = useLazyOnDemand(loadView);
  useEffect(() => {
    if (toasts.length > 0) void load();
  }, [toasts.length, load]);
  return View ? <View toasts={toasts} /> : null;
}
