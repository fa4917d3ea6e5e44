import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { findProject, type ProjectId } from "~/content/projects";
import { hookSelector, landingHooks } from "~/features/landing";
import { onProjectDialogRequest } from "~/lib/project-dialog-event";
import { useUpgradeOnIntent } from "~/lib/use-upgrade-on-intent";

const loadDialog = () => import("./project-dialog").then((m) => m.ProjectDialog);

/**
 * The product dialog's state (SPEC section 4: none or one product, opened by object or by name,
 * closing resets it). Opens from the cards' links, from openProjectDialog (the footer) and from
 * the URL (/?projet=<id>#projets); closing removes ?projet. The dialog's code loads on demand.
 */
export function ProjectDialogController() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const urlId = findProject(searchParams.get("projet"))?.id ?? null;
  const [selectedId, setSelectedId] = useState<ProjectId | null>(urlId);
  // A new ?projet (a link followed on this page) selects its product.
  const [seenUrlId, setSeenUrlId] = useState(urlId);
  if (urlId !== seenUrlId) {
    setSeenUrlId(urlId);
    if (urlId) setSelectedId(urlId);
  }
  const returnFocus = useRef<Element | null>(null);
  const lastSelected = useRef<ProjectId | null>(selectedId);
  const { loaded: Dialog, upgrade } = useUpgradeOnIntent(loadDialog);

  const open = useCallback((nameOrId: string) => {
    const project = findProject(nameOrId);
    if (!project) return;
    returnFocus.current = document.activeElement;
    setSelectedId(project.id);
  }, []);

  useEffect(() => onProjectDialogRequest(open), [open]);
  useEffect(() => {
    if (!selectedId) return;
    lastSelected.current = selectedId;
    upgrade();
  }, [selectedId, upgrade]);

  // The server-rendered cards: their links open the dialog; hover or focus preloads it.
  useEffect(() => {
    const cards = document.querySelector<HTMLElement>(landingHooks.projectCards.selector);
    if (!cards) return;
    const trigger = (event: Event) =>
      event.target instanceof Element
        ? event.target.closest<HTMLElement>(landingHooks.projectTrigger.selector)
        : null;
    const onClick = (event: Event) => {
      const id = trigger(event)?.getAttribute(landingHooks.projectTrigger.name);
      const { ctrlKey, metaKey, shiftKey } = event as MouseEvent;
      if (!id || ctrlKey || metaKey || shiftKey) return;
      event.preventDefault();
      open(id);
    };
    const onIntent = (event: Event) => {
      if (trigger(event)) upgrade();
    };
    cards.addEventListener("click", onClick);
    cards.addEventListener("pointerover", onIntent);
    cards.addEventListener("focusin", onIntent);
    return () => {
      cards.removeEventListener("click", onClick);
      cards.removeEventListener("pointerover", onIntent);
      cards.removeEventListener("focusin", onIntent);
    };
  }, [open, upgrade]);

  const close = () => {
    setSelectedId(null);
    if (!searchParams.has("projet")) return;
    const next = new URLSearchParams(searchParams);
    next.delete("projet");
    const search = next.toString();
    void navigate(
      { search: search ? `?${search}` : "", hash: "" },
      { replace: true, preventScrollReset: true },
    );
  };

  // Focus goes back where it was (the card's link, the footer link); after a dialog opened by
  // URL, to the product's card.
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target instanceof HTMLElement && target !== document.body && target.isConnected) {
      target.focus();
      return;
    }
    const last = lastSelected.current;
    if (!last) return;
    document.querySelector<HTMLElement>(hookSelector(landingHooks.projectTrigger, last))?.focus();
  };

  return Dialog ? (
    <Dialog projectId={selectedId} onClose={close} onCloseAutoFocus={restoreFocus} />
  ) : null;
}
