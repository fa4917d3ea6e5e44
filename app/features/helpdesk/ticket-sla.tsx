import { AlertTriangle, Pause } from "lucide-react";
import { ticketPageTexts } from "~/content/helpdesk-ticket";
import type { TicketSlaView } from "~/contracts/ticket-page-view";
import { cn } from "~/lib/cn";
import { SlaBadge } from "./ticket-badges";
import { When } from "./ticket-form-parts";

const t = ticketPageTexts.sla;

function Target({ label, target }: { label: string; target: TicketSlaView["resolution"] }) {
  const late = (target.kind === "due" || target.kind === "done") && target.late;
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn("mt-0.5 text-sm font-medium", late && "text-destructive")}>
        {target.kind === "due" ? (
          <>
            {t.dueOn} <When at={target.at} />
          </>
        ) : target.kind === "done" ? (
          <>
            {label === t.resolution ? t.resolvedOn : t.respondedOn} <When at={target.at} />
          </>
        ) : target.kind === "paused" ? (
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <Pause aria-hidden className="size-3.5" />
            {t.paused}
          </span>
        ) : (
          t.none
        )}
      </dd>
    </div>
  );
}

/** First response and resolution due dates, paused while 'En attente', with the business time. */
export function TicketSla({ sla }: { sla: TicketSlaView }) {
  const warning =
    sla.state === "breached" ? t.breachedNote : sla.state === "at_risk" ? t.atRiskNote : null;
  return (
    <section aria-labelledby="sla-titre" className="grid gap-3 border-t pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="sla-titre" className="text-sm font-semibold">
          {t.heading}
        </h3>
        <SlaBadge state={sla.state} />
      </div>
      {warning ? (
        <p
          className={cn(
            "flex items-start gap-2 rounded-md border p-2 text-sm",
            sla.state === "breached"
              ? "border-destructive/50 bg-destructive/10"
              : "border-amber-500/50 bg-amber-500/10",
          )}
        >
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {warning}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Target label={t.firstResponse} target={sla.firstResponse} />
        <Target label={t.resolution} target={sla.resolution} />
        <div className="col-span-2 min-w-0">
          <dt className="text-xs text-muted-foreground">{t.elapsed}</dt>
          <dd className="mt-0.5 text-sm font-medium">{sla.elapsedLabel}</dd>
        </div>
      </dl>
      {sla.state === "paused" ? (
        <p className="text-xs text-muted-foreground">{t.pausedNote}</p>
      ) : null}
    </section>
  );
}
