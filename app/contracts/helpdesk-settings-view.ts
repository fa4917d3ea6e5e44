import type { TicketPriority } from "~/content/helpdesk";

// What /dashboard/helpdesk/parametres shows (built by app/server/helpdesk/settings/settings-view.server.ts)
// and what its forms answer. No zod here: the schemas are in ./helpdesk-settings-schemas.ts.

export interface CategoryView {
  id: string;
  name: string;
  parentId: string | null;
  defaultAssigneeId: string | null;
  /** The default technician's name; null when none, or when they no longer handle tickets. */
  defaultAssigneeName: string | null;
  defaultPriority: TicketPriority | null;
  ticketCount: number;
}

interface CategoryTreeView extends CategoryView {
  children: CategoryView[];
}

interface HolidayView {
  /** "YYYY-MM-DD". */
  date: string;
  label: string;
  /** "jeudi 25 décembre 2026". */
  display: string;
}

export interface CannedReplyView {
  id: string;
  title: string;
  body: string;
}

export interface HelpdeskSettingsView {
  workspaceName: string;
  readOnly: boolean;
  categories: CategoryTreeView[];
  handlers: { id: string; name: string }[];
  /** Targets as the inputs show them ("4\u00a0h\u00a030"). */
  targets: Record<TicketPriority, { firstResponse: string; resolution: string }>;
  calendar: { timeZone: string; workDays: number[]; start: string; end: string };
  holidays: HolidayView[];
  autoCloseDays: number;
  cannedReplies: CannedReplyView[];
  inbound: { enabled: boolean; endpoint: string };
}
