import { ThumbsDown, ThumbsUp } from "lucide-react";
import type { ReactNode } from "react";
import { pendingReasonLabels, ticketSourceLabels, ticketTypeLabels } from "~/content/helpdesk";
import { ticketPageTexts } from "~/content/helpdesk-ticket";
import type { TicketPageView } from "~/contracts/ticket-page-view";
import { cn } from "~/lib/cn";
import { PanelCard, When } from "./ticket-form-parts";
import { TicketSla } from "./ticket-sla";

const t = ticketPageTexts.panel;

function Row({
  label,
  children,
  wide,
  inForm,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
  /** Also a field of 'Traiter le ticket', which sits above from 1024 px: shown once there. */
  inForm?: boolean;
}) {
  return (
    <div className={cn(wide ? "col-span-2 min-w-0" : "min-w-0", inForm && "lg:hidden")}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd dir="auto" className="mt-0.5 text-sm font-medium wrap-anywhere">
        {children}
      </dd>
    </div>
  );
}

/** The side panel's facts: requester, assignee, classification, dates, the wait, and the SLA. */
export function TicketDetails({ view }: { view: TicketPageView }) {
  const inForm = view.manage?.editable ?? false;
  return (
    <PanelCard id="details" heading={t.heading}>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Row label={t.requester} wide>
          {view.requester.name}
          <span className="block font-normal break-all text-muted-foreground">
            {view.requester.email}
          </span>
        </Row>
        <Row label={t.assignee} inForm={inForm}>
          {view.assignee?.name ?? t.nobody}
        </Row>
        <Row label={t.category} inForm={inForm}>
          {view.category ?? t.noCategory}
        </Row>
        <Row label={t.type} inForm={inForm}>
          {ticketTypeLabels[view.type]}
        </Row>
        <Row label={t.source}>{ticketSourceLabels[view.source]}</Row>
        <Row label={t.tags} wide inForm={inForm}>
          {view.tags.length > 0 ? (
            <span className="flex flex-wrap gap-1.5">
              {view.tags.map((tag) => (
                <span key={tag} className="rounded-md bg-muted px-1.5 py-0.5 text-xs">
                  {tag}
                </span>
              ))}
            </span>
          ) : (
            t.noTags
          )}
        </Row>
        <Row label={t.created}>
          <When at={view.createdAt} />
        </Row>
        <Row label={t.updated}>
          <When at={view.updatedAt} />
        </Row>
        {view.satisfaction ? (
          <Row label={t.satisfaction} wide>
            <Satisfaction vote={view.satisfaction.vote} comment={view.satisfaction.comment} />
          </Row>
        ) : null}
        {view.pending ? (
          <>
            <Row label={t.pendingReason}>
              {view.pending.reason ? pendingReasonLabels[view.pending.reason] : "—"}
            </Row>
            <Row label={t.followUp}>
              {view.pending.followUp ? <When at={view.pending.followUp} /> : "—"}
            </Row>
          </>
        ) : null}
      </dl>
      <TicketSla sla={view.sla} />
    </PanelCard>
  );
}

/** The requester's vote ('Satisfait' / 'Pas satisfait') and their comment, as they wrote it. */
function Satisfaction({ vote, comment }: { vote: "up" | "down"; comment: string | null }) {
  const up = vote === "up";
  const Icon = up ? ThumbsUp : ThumbsDown;
  return (
    <span className="grid gap-1" data-testid="ticket-satisfaction">
      <span
        className={
          up
            ? "inline-flex items-center gap-1.5 text-emerald-700 dark:text-emerald-300"
            : "inline-flex items-center gap-1.5 text-destructive"
        }
      >
        <Icon aria-hidden className="size-4 shrink-0" />
        {up ? t.satisfied : t.unsatisfied}
      </span>
      {comment ? (
        <q className="font-normal wrap-anywhere whitespace-pre-line text-muted-foreground">
          {comment}
        </q>
      ) : null}
    </span>
  );
}
