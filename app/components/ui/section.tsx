import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

// The parts of a page section: a <section> named by its heading, the page-wide container, and
// the heading block (eyebrow, h2, lead). Plain markup: no JavaScript, fit for server-only HTML.

/** A section named by its h2 (`aria-labelledby`); laid out only near the viewport. */
export function Section({
  className,
  ...props
}: ComponentProps<"section"> & { "aria-labelledby": string }) {
  return <section className={cn("below-fold", className)} {...props} />;
}

/** The page-wide column. */
export function SectionContainer({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mx-auto max-w-7xl px-4 sm:px-6", className)} {...props} />;
}

export function SectionEyebrow({ className, ...props }: ComponentProps<"p">) {
  return (
    <p className={cn("text-sm font-semibold tracking-wide text-brand", className)} {...props} />
  );
}

/** The section's h2; its `id` is the section's `aria-labelledby`. */
export function SectionTitle({
  className,
  children,
  ...props
}: ComponentProps<"h2"> & { id: string }) {
  return (
    <h2
      className={cn("text-3xl font-bold tracking-tight text-balance sm:text-4xl", className)}
      {...props}
    >
      {children}
    </h2>
  );
}

export function SectionLead({ className, ...props }: ComponentProps<"p">) {
  return (
    <p
      className={cn(
        "mt-4 text-base leading-relaxed text-pretty text-muted-foreground sm:text-lg",
        className,
      )}
      {...props}
    />
  );
}
