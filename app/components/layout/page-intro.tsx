import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

interface PageIntroProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** Above the eyebrow, e.g. the breadcrumb trail. */
  top?: ReactNode;
  /** Under the lead, e.g. calls to action. */
  children?: ReactNode;
  centered?: boolean;
  /** Beside the text from 1024 px (under it on a phone): what fills the hero's other half. */
  aside?: ReactNode;
}

/** The opening block of an inner page: the page's only h1, an eyebrow and a lead. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  top,
  children,
  centered,
  aside,
}: PageIntroProps) {
  const text = (
    <>
      <p className="text-sm font-semibold tracking-wide text-brand">{eyebrow}</p>
      <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        {title}
      </h1>
      <p
        className={cn(
          "mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-muted-foreground",
          centered && "mx-auto",
        )}
      >
        {lead}
      </p>
      {children}
    </>
  );
  return (
    <div className="relative isolate overflow-hidden border-b">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(50%_60%_at_50%_0%,color-mix(in_oklab,var(--primary)_14%,transparent),transparent)]"
      />
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-14 sm:px-6 sm:pt-10 sm:pb-20">
        {top}
        {aside ? (
          <div className="mt-10 grid gap-10 sm:mt-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-center lg:gap-16">
            <div>{text}</div>
            {aside}
          </div>
        ) : (
          <div className={cn("mt-10 sm:mt-14", centered && "mx-auto max-w-3xl text-center")}>
            {text}
          </div>
        )}
      </div>
    </div>
  );
}
