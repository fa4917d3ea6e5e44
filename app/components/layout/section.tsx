import type { ReactNode } from "react";
import {
  Section as SectionRoot,
  SectionContainer,
  SectionEyebrow,
  SectionLead,
  SectionTitle,
} from "~/components/ui/section";
import { cn } from "~/lib/cn";

interface SectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  children: ReactNode;
  centered?: boolean;
  /** A tinted band, to separate consecutive sections. */
  muted?: boolean;
  className?: string;
}

/** A page section with the site's heading pattern: eyebrow, h2 and lead. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  children,
  centered,
  muted,
  className,
}: SectionProps) {
  const headingId = `${id}-titre`;
  return (
    <SectionRoot
      id={id}
      aria-labelledby={headingId}
      className={cn(muted && "border-y bg-muted/40", className)}
    >
      <SectionContainer className="py-16 sm:py-24">
        <div className={cn("max-w-2xl", centered && "mx-auto text-center")}>
          {eyebrow && <SectionEyebrow>{eyebrow}</SectionEyebrow>}
          <SectionTitle id={headingId} className="mt-2">
            {title}
          </SectionTitle>
          {lead && <SectionLead>{lead}</SectionLead>}
        </div>
        <div className="mt-10 sm:mt-14">{children}</div>
      </SectionContainer>
    </SectionRoot>
  );
}
