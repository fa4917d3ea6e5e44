import { Download, Plus, Smile } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { NEW_TICKET_PATH } from "~/content/helpdesk-links";
import { helpdeskQueueTexts as t } from "~/content/helpdesk-queue";
import {
  queueExportHref,
  type QueueQuery,
  type SatisfactionFigure,
} from "~/contracts/helpdesk-queue";
import type { WorkspaceRole } from "~/contracts/workspace-roles";
import { QueueShortcuts } from "./queue-shortcuts";
import { HelpdeskSettingsLink } from "./settings-link";

/**
 * The title, and what acts on the whole queue: keyboard help, the settings (owners and
 * administrators), CSV export, 'Nouveau ticket'.
 */
export function QueueHeader({
  title,
  lead,
  query,
  role,
  satisfaction,
}: {
  title: string;
  lead: string | null;
  query?: QueueQuery;
  role?: WorkspaceRole;
  satisfaction?: SatisfactionFigure | null;
}) {
  return (
    <div className="flex min-w-0 flex-wrap items-end justify-between gap-4">
      <div className="min-w-0 flex-1 basis-[28rem]">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {lead ? <p className="mt-1 wrap-anywhere text-muted-foreground">{lead}</p> : null}
        {satisfaction ? <Satisfaction figure={satisfaction} /> : null}
      </div>
      {query ? (
        <div className="flex flex-wrap items-center gap-2">
          <QueueShortcuts />
          <HelpdeskSettingsLink role={role} />
          {/* A file download: a plain link, not a client-side navigation. */}
          <a href={queueExportHref(query)} className={buttonClass("outline")}>
            <Download aria-hidden />
            {t.exportCsv}
          </a>
          <Link to={NEW_TICKET_PATH} className={buttonClass("primary")} aria-keyshortcuts="n">
            <Plus aria-hidden />
            {t.newTicket}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

/** The team's CSAT: '86 % satisfaits · 14 avis sur 30 jours'. */
function Satisfaction({ figure }: { figure: SatisfactionFigure }) {
  const s = t.satisfaction;
  return (
    <p
      className="mt-2 inline-flex max-w-full flex-wrap items-center gap-x-1.5 rounded-full border bg-card px-3 py-1 text-sm"
      data-testid="queue-satisfaction"
    >
      <Smile aria-hidden className="size-4 shrink-0 text-brand" />
      <span className="sr-only">{s.label}&nbsp;: </span>
      <span className="font-semibold tabular-nums">{s.percent(figure.percent)}</span>
      <span className="text-muted-foreground">{s.detail(figure.votes, figure.days)}</span>
    </p>
  );
}
