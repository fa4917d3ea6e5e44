import {
  createContext,
  use,
  useId,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { cn } from "~/lib/cn";

// Tabs after the WAI-ARIA pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/), with
// automatic activation: ArrowLeft/ArrowRight (wrapping), Home and End move the focus and select;
// only the selected tab is in the Tab order (roving tabindex); Tab then reaches the panel. Every
// panel is in the server's HTML (its words stay indexable) and the others are `hidden`, so without
// JavaScript the default panel shows. No inline style (strict CSP). Use them controlled.
// See docs/decisions/0028-widgets-on-intent-and-saas-tabs.md.

const tabsListClass = "gap-1 rounded-xl border bg-muted p-1";

const tabsTriggerClass = [
  "inline-flex items-center justify-center gap-2 rounded-lg px-2 py-2.5 text-sm font-medium text-muted-foreground transition-colors",
  "hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
  "data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
].join(" ");

interface TabsState {
  value: string;
  select: (value: string) => void;
  idOf: (part: "tab" | "panel", value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside <Tabs>.");
  return state;
}

export function Tabs({
  value,
  onValueChange,
  className,
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const base = useId();
  const state: TabsState = {
    value,
    select: (next) => {
      if (next !== value) onValueChange(next);
    },
    idOf: (part, of) => `${base}${part}-${of}`,
  };
  return (
    <TabsContext value={state}>
      <div className={className}>{children}</div>
    </TabsContext>
  );
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const move = moves[event.key];
  if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const list = event.currentTarget.closest('[role="tablist"]');
  const tabs = [...(list?.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)') ?? [])];
  const index = tabs.indexOf(event.currentTarget);
  if (index < 0) return;
  event.preventDefault();
  // The tab selects itself on focus (automatic activation).
  tabs[move(index, tabs.length)]?.focus();
}

export function TabsList({ className, ...props }: Omit<ComponentProps<"div">, "role">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(tabsListClass, className)}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  ...props
}: Omit<
  ComponentProps<"button">,
  "type" | "role" | "id" | "value" | "onClick" | "onFocus" | "onKeyDown" | "tabIndex"
> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf("tab", value)}
      aria-controls={tabs.idOf("panel", value)}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      className={cn(tabsTriggerClass, className)}
      onClick={() => tabs.select(value)}
      onFocus={() => tabs.select(value)}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

/** A panel, always in the markup; only the selected one is shown. */
export function TabsContent({
  value,
  ...props
}: Omit<ComponentProps<"div">, "role" | "id" | "hidden" | "tabIndex"> & { value: string }) {
  const tabs = useTabs();
  return (
    <div
      role="tabpanel"
      id={tabs.idOf("panel", value)}
      aria-labelledby={tabs.idOf("tab", value)}
      tabIndex={0}
      hidden={tabs.value !== value}
      {...props}
    />
  );
}
