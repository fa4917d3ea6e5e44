// The look of a tab list and its tabs, shared by the plain tabs sent by the server and the Radix
// tabs that replace them (the swap must not move a pixel).

export const tabsListClass = "gap-1 rounded-xl border bg-muted p-1";

export const tabsTriggerClass = [
  "inline-flex items-center justify-center gap-2 rounded-lg px-2 py-2.5 text-sm font-medium text-muted-foreground transition-colors",
  "hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
  "data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
].join(" ");
