import { projectPageTexts, projectListHref } from "~/content/project-pages";
import type { DashboardFigure } from "~/contracts/dashboard-figures";
import { formatIsoDay } from "~/lib/date-time";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { countLateProjects } from "./project-list.server";

// The dashboard's projects figure: open projects past their due date, counted with the list's
// own 'En retard' filter and linking to it (the card and the list agree). Shown to the
// administrators only: they see every project, so the count never tells a Membre about a project
// kept from them (decision 0101).

const f = projectPageTexts.list.figure;

export async function projectFigures(tx: TenantTx, now: Date): Promise<DashboardFigure[]> {
  return [
    {
      id: "projects-late",
      title: f.title,
      count: await countLateProjects({ tx }, formatIsoDay(now)),
      description: f.description,
      href: projectListHref({ late: true }),
      link: f.link,
      tone: "attention",
    },
  ];
}
