import type { ReactNode } from "react";
import { FormAlert } from "~/components/ui/form-alert";
import {
  ABSENCES_PATH,
  RULES_PATH,
  teamTexts as t,
  TEAMS_PATH,
  WORKLOAD_PATH,
} from "~/content/team-management";
import { SectionTabs } from "~/components/ui/section-tabs";

// The teams' pages share a header: the h1 and its lead sentence, the sections as links (the
// current one marked), an action on the right, and the notice of the last save.

export type TeamSection = "teams" | "absences" | "rules" | "workload";

const SECTIONS: { id: TeamSection; href: string }[] = [
  { id: "teams", href: TEAMS_PATH },
  { id: "workload", href: WORKLOAD_PATH },
  { id: "absences", href: ABSENCES_PATH },
  { id: "rules", href: RULES_PATH },
];

export function TeamHeader({
  title,
  lead,
  current,
  sections = ["teams", "workload", "absences", "rules"],
  notice,
  action,
}: {
  title: string;
  lead: string;
  current: TeamSection | null;
  /** The sections this person may open. */
  sections?: readonly TeamSection[];
  notice?: string | null;
  action?: ReactNode;
}) {
  return (
    <>
      <header className="grid gap-4">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
            <p className="mt-1 text-pretty text-muted-foreground">{lead}</p>
          </div>
          {action}
        </div>
        {sections.length > 1 ? (
          <SectionTabs
            label={t.navLabel}
            current={current}
            tabs={SECTIONS.filter((s) => sections.includes(s.id)).map((s) => ({
              id: s.id,
              to: s.href,
              label: t.nav[s.id],
              shortLabel: t.navShort[s.id],
            }))}
          />
        ) : null}
      </header>
      <div aria-live="polite" className="empty:hidden">
        {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      </div>
    </>
  );
}
