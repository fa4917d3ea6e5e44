import { Keyboard } from "lucide-react";
import { useEffect, useRef } from "react";
import { ticketPageTexts } from "~/content/helpdesk-ticket";

const t = ticketPageTexts.shortcuts;

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * The ticket's keyboard shortcuts, listed in a disclosure (works without JavaScript): `r` goes to
 * the reply, `?` opens or closes the list. Ignored while typing or with a modifier key.
 */
export function TicketShortcuts({ replyFieldId }: { replyFieldId: string | null }) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typing(event.target)) return;
      if (event.key === "r" && replyFieldId) {
        const field = document.getElementById(replyFieldId);
        if (!field) return;
        event.preventDefault();
        field.focus();
        field.scrollIntoView({ block: "center" });
      } else if (event.key === "?" && details.current) {
        event.preventDefault();
        details.current.open = !details.current.open;
        details.current.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [replyFieldId]);
  return (
    <details ref={details} className="group text-sm">
      <summary className="inline-flex cursor-pointer items-center gap-1.5 rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        <Keyboard aria-hidden className="size-4" />
        {t.heading}
      </summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1.5 rounded-lg border bg-card p-3">
        {replyFieldId ? (
          <>
            <dt>
              <kbd className="rounded border bg-muted px-1.5 font-mono text-xs">r</kbd>
            </dt>
            <dd>{t.reply}</dd>
          </>
        ) : null}
        <dt>
          <kbd className="rounded border bg-muted px-1.5 font-mono text-xs">?</kbd>
        </dt>
        <dd>{t.help}</dd>
      </dl>
    </details>
  );
}
