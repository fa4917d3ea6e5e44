import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Brand } from "~/components/layout/brand";
import { ThemeToggle } from "~/components/layout/theme-toggle";
import { buttonClass } from "~/components/ui/button";
import { dashboardTexts } from "~/content/dashboard";
import { useRootData } from "~/lib/use-root-data";
import { SidebarNav } from "./sidebar-nav";

/** The slide-out navigation below md (a focus-trapping dialog), loaded on the first tap. */
export function MobileMenuSheet({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger is not a Radix Dialog.Trigger (it loads this code), so focus is returned here. */
  returnFocus: () => void;
}) {
  const { site } = useRootData();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          data-testid="mobile-menu-sheet"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-xs flex-col border-r bg-card shadow-2xl data-[state=open]:animate-[slide-in-left_220ms_ease-out]"
        >
          <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b pr-3 pl-5">
            <Brand name={site.brandName} className="min-w-0" />
            <Dialog.Title className="sr-only">{dashboardTexts.menu}</Dialog.Title>
            <Dialog.Close
              className={buttonClass("ghost", "iconSm")}
              aria-label={dashboardTexts.closeMenu}
            >
              <X aria-hidden />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto overscroll-contain">
            <SidebarNav idPrefix="tiroir" onNavigate={close} />
          </div>
          <div className="flex shrink-0 items-center justify-between border-t px-5 py-3">
            <span className="text-sm text-muted-foreground">{dashboardTexts.theme}</span>
            <ThemeToggle />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
