import { useEffect, useSyncExternalStore } from "react";
import { useUpgradeOnIntent } from "~/lib/use-upgrade-on-intent";
import { getServerToasts, getToasts, subscribeToasts } from "./toast-store";

const loadView = () => import("./toast-view").then((m) => m.ToastView);

/**
 * Shows the toasts of the queue. The rendering code (Radix Toast) loads with the first toast, so
 * pages that never show one never download it.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  const { loaded: View, upgrade } = useUpgradeOnIntent(loadView);
  useEffect(() => {
    if (toasts.length > 0) upgrade();
  }, [toasts.length, upgrade]);
  return View ? <View toasts={toasts} /> : null;
}
