import { asc, count, isNotNull } from "drizzle-orm";
import { TICKET_PRIORITIES, type TicketPriority } from "~/content/helpdesk";
import { formatBusinessMinutes, inboundEndpointPath } from "~/content/helpdesk-settings";
import type { CategoryView, HelpdeskSettingsView } from "~/contracts/helpdesk-settings-view";
import {
  cannedReply,
  helpdeskSettings,
  ticket,
  ticketCategory,
} from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import type { ActiveWorkspace } from "~/server/workspaces/active.server";
import { DEFAULT_POLICY, parseTargets } from "./helpdesk-settings.server";
import { formatHoliday, namedCalendarOf } from "./settings-store.server";
import { handlersOf } from "../tickets/ticket-core.server";
import { inTurn } from "~/server/platform/in-turn.server";

// What /dashboard/helpdesk/parametres shows: the workspace's settings (defaults when the row does
// not exist yet), its categories as a two-level tree with their ticket counts, the technicians,
// the canned replies and the inbound endpoint's address.

const isPriority = (value: string | null): value is TicketPriority =>
  (TICKET_PRIORITIES as readonly (string | null)[]).includes(value);

export async function settingsView(
  tx: TenantTx,
  workspace: ActiveWorkspace,
  siteUrl: string,
): Promise<HelpdeskSettingsView> {
  const [[settings], categories, counts, handlers, canned] = await inTurn(
    () => tx.select().from(helpdeskSettings).limit(1),
    () => tx.select().from(ticketCategory).orderBy(asc(ticketCategory.name)),
    () =>
      tx
        .select({ id: ticket.categoryId, n: count() })
        .from(ticket)
        .where(isNotNull(ticket.categoryId))
        .groupBy(ticket.categoryId),
    () => handlersOf(tx),
    () =>
      tx
        .select({ id: cannedReply.id, title: cannedReply.title, body: cannedReply.body })
        .from(cannedReply)
        .orderBy(asc(cannedReply.title)),
  );
  const ticketsOf = new Map(counts.map((c) => [c.id, c.n]));
  const handlerNames = new Map(handlers.map((h) => [h.id, h.name]));
  const view = (c: (typeof categories)[number]): CategoryView => ({
    id: c.id,
    name: c.name,
    parentId: c.parentId,
    defaultAssigneeId: c.defaultAssigneeId,
    defaultAssigneeName: c.defaultAssigneeId
      ? (handlerNames.get(c.defaultAssigneeId) ?? null)
      : null,
    defaultPriority: isPriority(c.defaultPriority) ? c.defaultPriority : null,
    ticketCount: ticketsOf.get(c.id) ?? 0,
  });
  const { calendar, holidayNames } = namedCalendarOf(settings?.calendar ?? null);
  const targets = parseTargets(settings?.slaTargets);
  return {
    workspaceName: workspace.name,
    readOnly: workspace.readOnly,
    categories: categories
      .filter((c) => c.parentId === null)
      .map((c) => ({
        ...view(c),
        children: categories.filter((k) => k.parentId === c.id).map(view),
      })),
    handlers,
    targets: Object.fromEntries(
      TICKET_PRIORITIES.map((p) => [
        p,
        {
          firstResponse: formatBusinessMinutes(targets[p].firstResponseMinutes),
          resolution: formatBusinessMinutes(targets[p].resolutionMinutes),
        },
      ]),
    ) as HelpdeskSettingsView["targets"],
    calendar: {
      timeZone: calendar.timeZone,
      workDays: calendar.workDays,
      start: calendar.start,
      end: calendar.end,
    },
    holidays: calendar.holidays.map((date) => ({
      date,
      label: holidayNames[date] ?? "",
      display: formatHoliday(date),
    })),
    autoCloseDays: settings?.autoCloseDays ?? DEFAULT_POLICY.autoCloseDays,
    cannedReplies: canned,
    inbound: {
      enabled: Boolean(settings?.inboundSecretHash),
      endpoint: `${siteUrl}${inboundEndpointPath(workspace.slug)}`,
    },
  };
}
