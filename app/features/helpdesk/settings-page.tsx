import { SettingsShell } from "~/components/module/settings-shell";
import { HELPDESK_PATH, helpdeskSettingsTexts as t } from "~/content/helpdesk-settings";
import type { HelpdeskSettingsView } from "~/contracts/helpdesk-settings-view";
import { CalendarCard, AutoCloseCard } from "./settings-calendar";
import { CannedRepliesCard } from "./settings-canned";
import { CategoriesCard } from "./settings-categories";
import { HolidaysCard } from "./settings-holidays";
import { InboundCard } from "./settings-inbound";
import { SlaCard } from "./settings-sla";

const SECTIONS = [
  { id: "categories", label: t.categories.heading },
  { id: "delais", label: t.sla.heading },
  { id: "calendrier", label: t.calendar.heading },
  { id: "jours-feries", label: t.holidays.heading },
  { id: "cloture", label: t.autoClose.heading },
  { id: "reponses-types", label: t.canned.heading },
  { id: "email-entrant", label: t.inbound.heading },
] as const;

/**
 * /dashboard/helpdesk/parametres: one card per setting, each its own form. While the workspace is
 * read-only the forms are shown disabled (the server refuses them anyway).
 */
export function HelpdeskSettingsPage({
  view,
  moduleTitle,
}: {
  view: HelpdeskSettingsView;
  moduleTitle: string;
}) {
  return (
    <SettingsShell
      title={t.title}
      lead={t.lead(view.workspaceName)}
      module={{ title: moduleTitle, href: HELPDESK_PATH }}
      sections={SECTIONS}
      sectionsLabel={t.sectionsLabel}
      readOnly={view.readOnly}
      readOnlyText={t.readOnly}
      readOnlyTestId="helpdesk-settings-read-only"
    >
      <CategoriesCard view={view} />
      <SlaCard view={view} />
      <CalendarCard view={view} />
      <HolidaysCard view={view} />
      <AutoCloseCard view={view} />
      <CannedRepliesCard view={view} />
      <InboundCard view={view} />
    </SettingsShell>
  );
}
