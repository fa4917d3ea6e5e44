import type { ComponentProps } from "react";
import { tabsListClass, tabsTriggerClass } from "./tabs-style";
import { cn } from "~/lib/cn";

// Tabs without Radix: the same roles, states and look as `./tabs`, for the first paint (no
// JavaScript to load, no inline style). They switch on click only; the caller swaps in `./tabs`
// (arrow keys, Home/End, roving focus) on first use. The caller links tabs and panels by id.

export function PlainTabsList({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(tabsListClass, className)}
      {...props}
    />
  );
}

export function PlainTabsTrigger({
  selected,
  className,
  ...props
}: Omit<ComponentProps<"button">, "type" | "role"> & { selected: boolean }) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      className={cn(tabsTriggerClass, className)}
      {...props}
    />
  );
}

export function PlainTabsContent({
  selected,
  ...props
}: Omit<ComponentProps<"div">, "role" | "hidden"> & { selected: boolean }) {
  return <div role="tabpanel" tabIndex={0} hidden={!selected} {...props} />;
}
