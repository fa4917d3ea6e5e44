import { ContributedPanelCard } from "~/components/module/contributed-panel";
import { FormAlert } from "~/components/ui/form-alert";
import { ticketPageTexts as t } from "~/content/helpdesk-ticket";
import type { TicketFormResult, TicketPageView } from "~/contracts/ticket-page-view";
import { cn } from "~/lib/cn";
import { TicketAssets } from "./ticket-assets";
import { TicketDetails } from "./ticket-details";
import { resultFor } from "./ticket-form-parts";
import { TicketHeader } from "./ticket-header";
import { RequesterLinkCard, TicketManageForms } from "./ticket-manage-forms";
import { REPLY_FIELD_ID, TicketReplyForm } from "./ticket-reply-form";
import { TicketShortcuts } from "./ticket-shortcuts";
import { TicketThread } from "./ticket-thread";

/**
 * /dashboard/helpdesk/:number: the header, the side panel (details, SLA and the team's forms;
 * the details above the thread on a phone, the panel beside it from 1024 px), the thread and the
 * reply.
 */
export function TicketPage({
  view,
  notice,
  result,
}: {
  view: TicketPageView;
  notice: string | null;
  result?: TicketFormResult;
}) {
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <TicketHeader view={view} />
      <div aria-live="polite" className="empty:hidden">
        {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      </div>
      {/* On a phone: the details, then the conversation and the reply, then the forms that
          work the ticket. On a wide screen, the right column starts with what the team changes
          most ('Traiter le ticket'), then the details it does not repeat, then the links
          (decision 0145). */}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_auto_auto_1fr] lg:gap-y-4">
        <aside
          className={cn(
            "grid min-w-0 grid-cols-1 gap-4 lg:col-start-2",
            view.manage ? "lg:row-start-2" : "lg:row-start-1",
          )}
        >
          <TicketDetails view={view} />
          {view.manage ? null : <TicketAssets view={view} result={result} />}
          {view.manage ? null : <Contributed view={view} />}
        </aside>
        <div className="grid min-w-0 grid-cols-1 gap-6 lg:col-start-1 lg:row-span-4 lg:row-start-1">
          {view.manage ? null : (
            <p className="rounded-lg border bg-muted/50 p-3 text-sm">{t.requesterView}</p>
          )}
          <TicketThread items={view.timeline} />
          {view.open ? (
            <TicketReplyForm view={view} result={resultFor(result, "reply")} />
          ) : (
            <p className="text-sm text-muted-foreground">{t.reply.final}</p>
          )}
          <TicketShortcuts replyFieldId={view.open ? REPLY_FIELD_ID : null} />
        </div>
        {view.manage ? (
          <>
            <div className="min-w-0 lg:col-start-2 lg:row-start-1">
              <TicketManageForms view={view} manage={view.manage} result={result} />
            </div>
            <div className="grid min-w-0 grid-cols-1 gap-4 lg:col-start-2 lg:row-start-3">
              <TicketAssets view={view} result={result} />
              <Contributed view={view} />
              <RequesterLinkCard view={view} result={result} />
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** The panels other modules contribute (decision 0083), after the ticket's own. */
const Contributed = ({ view }: { view: TicketPageView }) =>
  (view.panels ?? []).map((panel) => <ContributedPanelCard key={panel.id} panel={panel} />);
