// A tiny toast queue (SPEC section 4): newest first, a bounded number kept, each closing after
// its duration unless that duration is Infinity. Components read it with useSyncExternalStore.

type ToastVariant = "default" | "success" | "error";

export interface ToastInput {
  title: string;
  description?: string;
  /** Milliseconds; Infinity keeps the toast until dismissed. */
  duration?: number;
  variant?: ToastVariant;
}

export interface ToastItem extends Required<Omit<ToastInput, "description">> {
  id: number;
  description?: string;
}

export const TOAST_LIMIT = 3;
export const DEFAULT_TOAST_DURATION = 5000;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  const item: ToastItem = {
    id,
    title: input.title,
    description: input.description,
    duration: input.duration ?? DEFAULT_TOAST_DURATION,
    variant: input.variant ?? "default",
  };
  emit([item, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number): void {
  emit(toasts.filter((t) => t.id !== id));
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return toasts;
}

const empty: ToastItem[] = [];
export function getServerToasts(): ToastItem[] {
  return empty;
}
