import { Toast } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "~/lib/cn";
import { dismissToast, type ToastItem } from "./toast-store";

const variantClass = {
  default: "border-border",
  success: "border-success/50",
  error: "border-destructive/60",
} as const;

/**
 * The toast queue in Radix's accessible live region; loaded with the first toast. Radix appends
 * each toast to the viewport as it opens, so the column is reversed to show the newest first.
 */
export function ToastView({ toasts }: { toasts: ToastItem[] }) {
  return (
    <Toast.Provider swipeDirection="right" label="Notifications">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          duration={t.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          data-testid="toast"
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border bg-popover p-4 pr-10 text-popover-foreground shadow-lg shadow-black/10",
            "data-[state=open]:animate-[toast-in_200ms_ease-out] data-[state=closed]:animate-[toast-out_150ms_ease-in]",
            variantClass[t.variant],
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description ? (
              <Toast.Description className="text-sm text-muted-foreground">
                {t.description}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Fermer la notification"
            className="absolute top-3 right-3 rounded-md p-1 text-muted-foreground hover:bg-accent hover:text-foreground"
          >
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:max-w-sm" />
    </Toast.Provider>
  );
}
