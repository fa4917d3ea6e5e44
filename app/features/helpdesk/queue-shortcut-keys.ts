// Which queue shortcut a key press is, if any (a pure function, tested without a browser).

export type QueueShortcut = "search" | "create" | "next" | "previous" | "open" | "select" | "help";

const KEYS: Record<string, QueueShortcut> = {
  "/": "search",
  n: "create",
  j: "next",
  k: "previous",
  Enter: "open",
  x: "select",
  "?": "help",
};

/** Controls where a key is text: every input but checkboxes, radios and buttons. */
const NOT_TYPING = new Set(["checkbox", "radio", "button", "submit", "reset"]);

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target.closest("[contenteditable='true'], [contenteditable='']")
  ) {
    return true;
  }
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NOT_TYPING.has(target.type);
}

export function queueShortcutOf(
  event: Pick<
    KeyboardEvent,
    "key" | "ctrlKey" | "metaKey" | "altKey" | "target" | "defaultPrevented" | "isComposing"
  >,
  dialogOpen: boolean,
): QueueShortcut | null {
  if (event.defaultPrevented || event.isComposing) return null;
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (dialogOpen || isTypingTarget(event.target)) return null;
  const shortcut = KEYS[event.key] ?? null;
  if (shortcut !== "open") return shortcut;
  // Enter opens the ticket of the row holding the focus; on a link or a button it does its own thing.
  const target = event.target instanceof Element ? event.target : null;
  const inRow = target?.closest("[data-queue-row]");
  return inRow && !target?.closest("a, button") ? "open" : null;
}
