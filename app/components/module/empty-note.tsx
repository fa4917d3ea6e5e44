// A list with nothing in it yet, inside a card (a settings list, a page's section): one muted
// sentence in a dashed frame (docs/decisions/0082-module-ui-kit.md). For a whole page's empty
// list, with an icon and an action, use `EmptyState` (~/components/ui/empty-state).
//
//   {rows.length === 0 ? <EmptyNote>{t.empty}</EmptyNote> : <ul>…</ul>}

export function EmptyNote({ children }: { children: string }) {
  return (
    <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{children}</p>
  );
}
