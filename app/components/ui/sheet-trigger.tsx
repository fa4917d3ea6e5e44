import { useRef, useState, type ComponentProps, type ComponentType } from "react";
import { useUpgradeOnIntent } from "~/lib/use-upgrade-on-intent";

/** What a lazily loaded sheet receives from its trigger. */
export interface LazySheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focuses the trigger again when the sheet closes. */
  returnFocus: () => void;
}

/**
 * The button that opens a sheet whose code (Radix Dialog, see `./sheet`) loads on the first touch,
 * hover, focus or click, so that it costs nothing on page load; a click before it has arrived opens
 * the sheet once it has. Render it only once hydrated: before that, the caller shows a link that
 * works without JavaScript.
 */
export function SheetTrigger({
  loadSheet,
  ...props
}: Omit<
  ComponentProps<"button">,
  "type" | "onClick" | "onPointerEnter" | "onTouchStart" | "onFocus" | "ref"
> & {
  loadSheet: () => Promise<ComponentType<LazySheetProps>>;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const { loaded: Sheet, intentProps, replayClick } = useUpgradeOnIntent(loadSheet);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        {...props}
        {...intentProps}
        onClick={replayClick(() => setOpen(true))}
      />
      {Sheet ? (
        <Sheet open={open} onOpenChange={setOpen} returnFocus={() => trigger.current?.focus()} />
      ) : null}
    </>
  );
}
