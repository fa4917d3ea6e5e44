import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/**
 * The link above a page's title back to the list it belongs to: one look on every page (an
 * arrow, muted, underlined on hover), so that it reads as the same control everywhere.
 */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <ArrowLeft aria-hidden className="size-4 shrink-0" />
      {children}
    </Link>
  );
}
