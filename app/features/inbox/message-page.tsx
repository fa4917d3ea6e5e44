import { Mail } from "lucide-react";
import { BackLink } from "~/components/ui/back-link";
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { inboxTexts } from "~/content/inbox";
import { inboxListHref, type InboxQuery } from "~/contracts/inbox-query";
import { formatDateTimeFull } from "~/lib/date-time";
import { MailDeliveryNotice } from "./mail-failure";
import { replyHref } from "./mailto";
import { MessageStatusForm } from "./message-status-form";
import { StatusBadge } from "./status-badge";
import type { MessageView, PlanChangeView } from "~/contracts/inbox-views";
import { KindBadge } from "./kind-badge";
import { PlanChangePanel } from "./plan-change-panel";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd dir="auto" className="mt-0.5 font-medium break-words">
        {children}
      </dd>
    </div>
  );
}

const When = ({ at }: { at: Date }) => (
  <time dateTime={at.toISOString()}>{formatDateTimeFull(at)}</time>
);

interface MessagePageProps {
  message: MessageView;
  /** The list the message was opened from (filter, search, page), for the back link. */
  from: InboxQuery;
  /** The action's French error, if the last post was refused. */
  error?: string;
  /** A workspace's plan-change request: its workspace and staff's actions; null otherwise. */
  planChange?: PlanChangeView | null;
}

/**
 * /dashboard/messages/:id: every field as text, the status and what to do next. Visitors' text
 * carries `dir="auto"`: Arabic names read right to left, and a bidi override stays inside its field.
 */
export function MessagePage({ message, from, error, planChange }: MessagePageProps) {
  const { fields } = inboxTexts;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <BackLink to={inboxListHref(from)}>{inboxTexts.backToList}</BackLink>

      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={message.status} />
          {planChange ? <KindBadge kind="plan_change" /> : null}
        </div>
        <h1 dir="auto" className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {message.subject}
        </h1>
      </div>

      <MailDeliveryNotice message={message} />

      <article className="rounded-xl border bg-card text-card-foreground shadow-sm">
        <dl className="grid gap-4 p-6 sm:grid-cols-2">
          <Field label={fields.fullName}>{message.fullName}</Field>
          <Field label={fields.email}>
            <a href={replyHref(message.email, message.subject)} className="text-brand underline">
              {message.email}
            </a>
          </Field>
          <Field label={fields.received}>
            <When at={message.createdAt} />
          </Field>
          <Field label={fields.status}>
            {message.handledAt ? (
              <>
                {fields.handledAt} <When at={message.handledAt} />
              </>
            ) : (
              <StatusBadge status={message.status} />
            )}
          </Field>
        </dl>
        <div className="border-t p-6">
          <h2 className="text-sm text-muted-foreground">{fields.message}</h2>
          <p dir="auto" className="mt-2 leading-relaxed whitespace-pre-wrap break-words">
            {message.message}
          </p>
        </div>
      </article>

      {planChange ? <PlanChangePanel planChange={planChange} /> : null}

      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}

      <div aria-label={inboxTexts.actionsLabel} role="group" className="flex flex-wrap gap-3">
        <MessageStatusForm status={message.status} />
        <a href={replyHref(message.email, message.subject)} className={buttonClass("outline")}>
          <Mail aria-hidden />
          {inboxTexts.reply}
        </a>
      </div>
    </div>
  );
}
