import type { ReactNode } from "react";
import { SectionEyebrow, SectionLead, SectionTitle } from "~/components/ui/section";
import { cn } from "~/lib/cn";

/** A section's eyebrow, h2 and lead paragraph, centred. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  className,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto max-w-3xl text-center", className)}>
      <SectionEyebrow className="uppercase">{eyebrow}</SectionEyebrow>
      <SectionTitle id={id} className="mt-3">
        {title}
      </SectionTitle>
      {lead ? <SectionLead>{lead}</SectionLead> : null}
    </div>
  );
}
