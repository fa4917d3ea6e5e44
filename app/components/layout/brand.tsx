import { Link } from "react-router";
import { cn } from "~/lib/cn";

/** The brand label: a small mark and the company name from the site config. */
export function Brand({ name, className }: { name: string; className?: string }) {
  return (
    <Link
      to="/"
      viewTransition
      className={cn("flex items-center gap-2.5 font-semibold tracking-tight", className)}
      aria-label={`${name}, accueil`}
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M9 16.5 14 11l4.5 5L23 11"
          fill="none"
          stroke="white"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M9 21.5h14"
          stroke="white"
          strokeOpacity=".6"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-base">{name}</span>
    </Link>
  );
}
