import { useRef, useState, type ComponentProps, type ComponentType } from "react";
import { useLazyOnDemand } from "~/lib/use-lazy-on-demand";

/** What a lazily loaded sheet receives from its trigger. */
export interface LazySheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focuses the trigger again when the sheet closes. */
  returnFocus: () => void;
}

/**
 * The button that opens a sheet whose code (Radix Dialog, see `./sheet`) loads on the first touch
 * or click, so that it costs nothing on page load. Render it only once hydrated: before that, the
 * caller shows a link that works without JavaScript.
 */
export function SheetTrigger({
  loadSheet,
  ...props
}: Omit<ComponentProps<"button">, "type" | "onClick" | "onPointerDown" | "ref"> & {
  loadSheet: () => Promise<ComponentType<LazySheetProps>>;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const [Sheet, load] = useLazyOnDemand(loadSheet);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        {...props}
        onPointerDown={() => void load()}
        onClick={async () => {
          await load();
          setOpen(true);
        }}
      />
      {Sheet ? (
        <Sheet open={open} onOpenChange={setOpen} returnFocus={() => trigger.current?.focus()} />
      ) : null}
    </>
  );
}
