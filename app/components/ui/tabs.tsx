import { Tabs as RadixTabs } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { tabsListClass, tabsTriggerClass } from "./tabs-style";
import { cn } from "~/lib/cn";

// Radix Tabs (keyboard model: arrows, Home/End, automatic activation, roving tabindex) rendered
// with no inline style, which the CSP refuses: every panel is mounted and hidden by us, and
// Radix's inline `animation-duration` (panels) and `outline` (list) are overridden with nothing.
// See docs/decisions/0009-tabs-and-faq-under-csp.md. Use them controlled.
const noStyle = { animationDuration: undefined, outline: undefined };

export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List style={noStyle} className={cn(tabsListClass, className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={cn(tabsTriggerClass, className)} {...props} />;
}

/** A panel, always in the markup (its words stay indexable); `selected` shows it. */
export function TabsContent({
  value,
  selected,
  className,
  children,
}: {
  value: string;
  selected: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <RadixTabs.Content value={value} forceMount asChild>
      <div hidden={!selected} style={noStyle} className={className}>
        {children}
      </div>
    </RadixTabs.Content>
  );
}
