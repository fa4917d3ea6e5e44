import { eq } from "drizzle-orm";
import {
  rotationLabels,
  teamPath,
  ticketTeamTexts,
  type Rotation,
} from "~/content/team-management";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { authUser } from "~/server/db/schema.server";
import type {
  ContributedPanel,
  TicketPanelContext,
} from "~/server/platform/module-manifest.server";
import { team } from "./schema.server";

// 'Équipe' on the helpdesk's ticket page, through the manifest (the helpdesk does not import
// this module): the team the rules routed the ticket to, its lead and its rotation. Nothing for
// a ticket of no team.

export async function teamTicketPanel(ctx: TicketPanelContext): Promise<ContributedPanel | null> {
  const [row] = await ctx.tx
    .select({ id: team.id, name: team.name, rotation: team.rotation, lead: authUser.name })
    .from(ticket)
    .innerJoin(team, eq(team.id, ticket.teamId))
    .leftJoin(authUser, eq(authUser.id, team.leadId))
    .where(eq(ticket.id, ctx.ticketId));
  if (!row) return null;
  return {
    id: "equipe",
    title: ticketTeamTexts.title,
    empty: ticketTeamTexts.title,
    links: [
      {
        href: teamPath(row.id),
        label: row.name,
        meta: ticketTeamTexts.meta(row.lead, rotationLabels[row.rotation as Rotation]),
      },
    ],
  };
}
