import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { buttonClass } from "~/components/ui/button";
import { helpdeskQueueTexts as t } from "~/content/helpdesk-queue";
import { cn } from "~/lib/cn";

/**
 * The list of the queue's keyboard shortcuts (Radix dialog: focus trapped, Escape closes, focus
 * returned by the caller). Loaded on demand: the page downloads it on the first intent.
 */
export function QueueShortcutsDialog({
  open,
  onClose,
  onCloseAutoFocus,
}: {
  open: boolean;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const s = t.shortcuts;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          data-testid="queue-shortcuts-dialog"
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-background p-6 shadow-2xl outline-none data-[state=open]:animate-[pop-in_180ms_ease-out]"
        >
          <div className="pr-8">
            <Dialog.Title className="text-lg font-semibold">{s.title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-muted-foreground">
              {s.description}
            </Dialog.Description>
          </div>
          <dl className="grid gap-2 text-sm">
            {s.keys.map((item) => (
              <div
                key={item.label}
                className="flex items-center justify-between gap-4 border-b pb-2 last:border-0"
              >
                <dt>{item.label}</dt>
                <dd className="flex gap-1">
                  {item.keys.map((key) => (
                    <kbd
                      key={key}
                      className="min-w-7 rounded border bg-muted px-1.5 py-0.5 text-center font-sans text-xs font-medium"
                    >
                      {key}
                    </kbd>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
          <Dialog.Close
            aria-label={s.close}
            className={cn(buttonClass("ghost", "iconSm"), "absolute top-3 right-3")}
          >
            <X aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
