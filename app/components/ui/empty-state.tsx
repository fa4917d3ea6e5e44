import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

// A list with nothing to show: an icon, a title (h2), a sentence saying why and what to do, and
// the way out (children: links or buttons).

export function EmptyState({
  icon: Icon,
  title,
  text,
  testId,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="vide-titre"
      data-testid={testId}
      className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-12 text-center shadow-sm"
    >
      <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
        <Icon aria-hidden className="size-6" />
      </span>
      <h2 id="vide-titre" className="mt-4 text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 max-w-md text-sm text-pretty break-words text-muted-foreground">{text}</p>
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-2">{children}</div> : null}
    </section>
  );
}
