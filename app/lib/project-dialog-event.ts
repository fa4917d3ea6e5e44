// Opening a showcased product's dialog by name (SPEC section 4: "opened by object or by name").
// The footer's "Nos réalisations" entries call it while the landing page is shown; the projects
// section listens. Returns false when nothing listens (another page), so the caller can navigate.

const PROJECT_DIALOG_EVENT = "projet:ouvrir";

let listeners = 0;

export function openProjectDialog(nameOrId: string): boolean {
  if (listeners === 0) return false;
  window.dispatchEvent(new CustomEvent<string>(PROJECT_DIALOG_EVENT, { detail: nameOrId }));
  return true;
}

/** Subscribes the projects section; returns the unsubscribe function. */
export function onProjectDialogRequest(handler: (nameOrId: string) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<string>).detail);
  window.addEventListener(PROJECT_DIALOG_EVENT, listener);
  listeners++;
  return () => {
    window.removeEventListener(PROJECT_DIALOG_EVENT, listener);
    listeners--;
  };
}
