import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ComponentProps } from "react";
import { buttonClass } from "./button";
import type { LazySheetProps } from "./sheet-trigger";
import { cn } from "~/lib/cn";

// A side panel over the page (Radix Dialog: focus trap, Escape, scroll lock). Radix writes inline
// styles, so a sheet is only rendered on the client, from a module loaded on first use (see
// docs/decisions/0005-strict-csp-and-radix.md): import this file only from such a module.

const sides = {
  left: "left-0 border-r data-[state=open]:animate-[slide-in-left_220ms_ease-out]",
  right: "right-0 border-l data-[state=open]:animate-[slide-in-right_220ms_ease-out]",
} as const;

const Sheet = Dialog.Root;
export const SheetTitle = Dialog.Title;

/**
 * The panel, with its overlay, in a portal. Width and background come from `className`.
 * `returnFocus`: where focus goes when it closes; the button that opens a lazily loaded sheet is
 * not a Radix trigger, so Radix cannot return focus to it by itself.
 */
function SheetContent({
  side,
  className,
  returnFocus,
  ...props
}: ComponentProps<typeof Dialog.Content> & {
  side: keyof typeof sides;
  returnFocus: () => void;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
      <Dialog.Content
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
        className={cn("fixed inset-y-0 z-50 flex flex-col shadow-2xl", sides[side], className)}
        {...props}
      />
    </Dialog.Portal>
  );
}

/** A sheet opened by a `SheetTrigger`, which holds its open state and takes focus back. */
export function TriggeredSheet({
  open,
  onOpenChange,
  ...content
}: LazySheetProps & ComponentProps<typeof SheetContent>) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent {...content} />
    </Sheet>
  );
}

/** The icon button that closes the sheet. */
export function SheetClose({ label }: { label: string }) {
  return (
    <Dialog.Close className={buttonClass("ghost", "iconSm")} aria-label={label}>
      <X aria-hidden />
    </Dialog.Close>
  );
}
