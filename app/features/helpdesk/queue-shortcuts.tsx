import { Keyboard } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { NEW_TICKET_PATH } from "~/content/helpdesk-links";
import { helpdeskQueueTexts as t } from "~/content/helpdesk-queue";
import { useHydrated } from "~/lib/use-hydrated";
import { useUpgradeOnIntent } from "~/lib/use-upgrade-on-intent";
import { QUEUE_SEARCH_ID } from "./queue-filters";
import { queueShortcutOf, type QueueShortcut } from "./queue-shortcut-keys";

const loadDialog = () => import("./queue-shortcuts-dialog").then((m) => m.QueueShortcutsDialog);

const rows = () => [...document.querySelectorAll<HTMLElement>("[data-queue-row]")];
const linkOf = (row: Element | null | undefined) =>
  row?.querySelector<HTMLAnchorElement>("[data-queue-link]") ?? null;

/** Moves the focus to the next (1) or previous (-1) ticket of the list. */
function moveRow(step: 1 | -1, from: Element | null) {
  const all = rows();
  if (all.length === 0) return;
  const current = from?.closest("[data-queue-row]");
  const index = current ? all.indexOf(current as HTMLElement) : -1;
  const next =
    index < 0
      ? step > 0
        ? 0
        : all.length - 1
      : Math.min(Math.max(index + step, 0), all.length - 1);
  const link = linkOf(all[next]);
  link?.focus();
  link?.scrollIntoView({ block: "nearest" });
}

/**
 * The queue's keyboard shortcuts (listed in a help dialog, loaded on first use): `/` search,
 * `n` new ticket, `j`/`k` next/previous ticket, `Enter` open it, `x` select it, `?` the help.
 * Keys typed in a field, or with Ctrl, Alt or ⌘, are left alone. Without JavaScript, nothing.
 */
export function QueueShortcuts() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);
  const { loaded: Dialog, upgrade, intentProps, replayClick } = useUpgradeOnIntent(loadDialog);

  useEffect(() => {
    const showHelp = () => {
      returnTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      upgrade();
      setOpen(true);
    };
    const actions: Record<QueueShortcut, (target: Element | null) => void> = {
      search: () => {
        const input = document.getElementById(QUEUE_SEARCH_ID) as HTMLInputElement | null;
        input?.focus();
        input?.select();
      },
      create: () => void navigate(NEW_TICKET_PATH),
      next: (target) => moveRow(1, target),
      previous: (target) => moveRow(-1, target),
      open: (target) => linkOf(target?.closest("[data-queue-row]"))?.click(),
      select: (target) =>
        target
          ?.closest("[data-queue-row]")
          ?.querySelector<HTMLInputElement>("input[data-bulk-select]")
          ?.click(),
      help: showHelp,
    };
    const onKey = (event: KeyboardEvent) => {
      const shortcut = queueShortcutOf(event, document.querySelector("[role='dialog']") !== null);
      if (!shortcut) return;
      event.preventDefault();
      actions[shortcut](event.target instanceof Element ? event.target : null);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [navigate, upgrade]);

  return (
    <>
      {hydrated ? (
        <button
          type="button"
          {...intentProps}
          onClick={(event) => {
            returnTo.current = event.currentTarget;
            replayClick(() => setOpen(true))();
          }}
          aria-keyshortcuts="Shift+?"
          className={`${buttonClass("ghost")} max-lg:hidden`}
        >
          <Keyboard aria-hidden />
          {t.shortcutsButton}
        </button>
      ) : null}
      {Dialog ? (
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnTo.current;
            returnTo.current = null;
            if (target?.isConnected) target.focus();
          }}
        />
      ) : null}
    </>
  );
}
