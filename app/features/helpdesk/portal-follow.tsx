import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { followTexts } from "~/content/helpdesk-portal";
import type { FollowView } from "~/contracts/helpdesk-portal";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { ClosedNotice } from "./portal-closed-notice";
import { ReplyForm, VoteForm } from "./portal-follow-forms";
import { FollowThread, Message } from "./portal-thread";
import { TicketStatusBadge } from "./ticket-badges";

// /portail/{slug}/suivi/{number}?jeton=…: the requester's page for one ticket, reached from the
// e-mailed link: the status, the public thread, the vote once resolved, and the reply box.

const t = followTexts;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <h2 id={id} className="mb-4 text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function FollowPage({
  view,
  slug,
  answer,
}: {
  view: FollowView;
  slug: string;
  answer: WorkspaceResult | undefined;
}) {
  const { pathname, search } = useLocation();
  const token = new URLSearchParams(search).get("jeton") ?? "";
  const link = (id: string) => `${pathname}/pieces/${id}?jeton=${encodeURIComponent(token)}`;
  return (
    <div className="grid gap-6">
      <header className="grid gap-3">
        <p className="text-sm font-medium text-muted-foreground">
          {t.kicker} · <span className="whitespace-nowrap">{view.number}</span>
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-balance [overflow-wrap:anywhere] sm:text-3xl">
          {view.subject}
        </h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
          <span className="sr-only">{t.status}</span>
          <TicketStatusBadge status={view.status} />
          <span>{t.opened(view.openedAt)}</span>
        </div>
      </header>
      {view.readOnly ? <ClosedNotice title={t.readOnly.title} text={t.readOnly.text} /> : null}
      {answer?.ok ? <FormAlert tone="success">{answer.notice}</FormAlert> : null}
      {/* A post refused before its form was known (malformed, rate limit…). */}
      {answer && !answer.ok && answer.intent !== "reply" && answer.intent !== "vote" ? (
        <FormAlert tone="error">{answer.formError ?? ""}</FormAlert>
      ) : null}
      <Section id="echanges" title={t.thread}>
        <div className="grid gap-3">
          <Message
            author={t.you}
            mine
            at={view.openedAt}
            body={view.description}
            files={view.attachments}
            link={link}
          />
          <FollowThread entries={view.entries} link={link} />
        </div>
      </Section>
      {view.canVote && !view.readOnly ? (
        <Section id="avis" title={t.vote.heading}>
          <VoteForm answer={answer} vote={view.vote} comment={view.comment} />
        </Section>
      ) : null}
      {view.readOnly ? null : view.canReply ? (
        <Section id="repondre" title={t.reply.heading}>
          <ReplyForm answer={answer} reopens={view.reopens} />
        </Section>
      ) : (
        <div className="grid gap-3 rounded-xl border bg-card p-5 text-sm sm:p-6">
          <p>{t.closed}</p>
          <Link
            to={`/portail/${slug}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t.newRequest}
          </Link>
        </div>
      )}
    </div>
  );
}
