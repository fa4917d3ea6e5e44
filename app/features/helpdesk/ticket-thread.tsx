import {
  ArrowRightLeft,
  Flag,
  FolderTree,
  Inbox,
  Lock,
  MessageSquare,
  Paperclip,
  Shapes,
  ShieldAlert,
  Tags,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import { ticketSourceLabels, type TicketSource } from "~/content/helpdesk";
import { ticketPageTexts } from "~/content/helpdesk-ticket";
import type { TicketAttachmentView, TicketTimelineItem } from "~/contracts/ticket-page-view";
import { cn } from "~/lib/cn";
import { When } from "./ticket-form-parts";

const t = ticketPageTexts.thread;
const e = ticketPageTexts.events;

type Message = Extract<TicketTimelineItem, { kind: "message" }>;
type Event = Extract<TicketTimelineItem, { kind: "event" }>;

const messageStyles: Record<Message["type"], { label: string; frame: string; tag: string }> = {
  description: { label: t.description, frame: "bg-card", tag: "bg-muted text-foreground" },
  reply: { label: t.publicReply, frame: "bg-card", tag: "bg-brand/10 text-foreground" },
  "requester-reply": {
    label: t.requesterReply,
    frame: "bg-card border-l-4 border-l-brand/60",
    tag: "bg-muted text-foreground",
  },
  note: {
    label: t.note,
    frame: "border-amber-500/50 bg-amber-50 dark:bg-amber-950/40",
    tag: "bg-amber-200 text-amber-950 dark:bg-amber-900 dark:text-amber-50",
  },
};

function Attachments({ files }: { files: TicketAttachmentView[] }) {
  if (files.length === 0) return null;
  return (
    <div className="border-t px-4 py-3">
      <h4 className="sr-only">{t.attachments}</h4>
      <ul className="flex flex-wrap gap-2">
        {files.map((file) => (
          <li key={file.id} className="min-w-0 max-w-full">
            <a
              href={file.href}
              download
              title={file.filename}
              aria-label={t.download(file.filename)}
              className="inline-flex max-w-full items-center gap-1.5 rounded-md border bg-background px-2 py-1 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <Paperclip aria-hidden className="size-3.5 shrink-0" />
              <span className="truncate">{file.filename}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{file.sizeLabel}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The visible mark of an e-mail whose sender is not authenticated, and what it means. */
function SenderMark({ check }: { check: "fail" | "none" }) {
  const mark = t.senderCheck[check];
  return (
    <p
      className={cn(
        "mx-4 mt-2 flex items-start gap-2 rounded-md border px-3 py-2 text-sm",
        check === "fail"
          ? "border-red-600/40 bg-red-50 text-red-950 dark:bg-red-950/40 dark:text-red-50"
          : "border-amber-500/50 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-50",
      )}
    >
      <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0">
        <strong className="font-semibold">{mark.label}</strong>
        <span aria-hidden> · </span>
        <span>{mark.hint}</span>
      </span>
    </p>
  );
}

/** The whole e-mail, one click away (a native disclosure: works without JavaScript). */
function FullMessage({ text }: { text: string }) {
  return (
    <details className="group mx-4 mb-4 rounded-md border bg-background/60">
      <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        {t.fullMessage}
      </summary>
      <p
        dir="auto"
        className="border-t px-3 py-2 text-sm leading-relaxed whitespace-pre-wrap break-words"
      >
        {text}
      </p>
    </details>
  );
}

function MessageEntry({ item }: { item: Message }) {
  const style = messageStyles[item.type];
  return (
    <article
      aria-label={`${style.label}, ${item.author}`}
      className={cn("overflow-hidden rounded-xl border shadow-sm", style.frame)}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 pt-3">
        <h3 dir="auto" className="min-w-0 font-semibold wrap-anywhere">
          {item.author}
        </h3>
        <span
          className={cn(
            "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium",
            style.tag,
          )}
        >
          {item.type === "note" ? <Lock aria-hidden className="size-3" /> : null}
          {style.label}
          {item.type === "note" ? <span className="sr-only">, {t.noteHint}</span> : null}
        </span>
        <span className="ml-auto text-xs text-muted-foreground">
          <When at={item.at} />
        </span>
      </header>
      {item.senderCheck ? <SenderMark check={item.senderCheck} /> : null}
      <p dir="auto" className="px-4 pt-2 pb-4 leading-relaxed whitespace-pre-wrap wrap-anywhere">
        {item.body}
      </p>
      {item.fullBody ? <FullMessage text={item.fullBody} /> : null}
      <Attachments files={item.attachments} />
    </article>
  );
}

const eventIcons: Record<string, LucideIcon> = {
  created: Inbox,
  status: ArrowRightLeft,
  assignee: UserRound,
  priority: Flag,
  type: Shapes,
  category: FolderTree,
  tags: Tags,
};

function eventText(item: Event): string {
  const from = item.from ?? "—";
  const to = item.to ?? "—";
  switch (item.field) {
    case "created":
      return e.created(item.author, ticketSourceLabels[item.to as TicketSource] ?? to);
    case "status":
      return e.status(item.author, from, to);
    case "assignee":
      return e.assignee(item.author, item.to);
    case "priority":
      return e.priority(item.author, from, to);
    case "type":
      return e.type(item.author, from, to);
    case "category":
      return e.category(item.author, from, to);
    case "tags":
      return e.tags(item.author, from, to);
    default:
      return e.other(item.author, item.field);
  }
}

function EventEntry({ item }: { item: Event }) {
  const Icon = eventIcons[item.field] ?? MessageSquare;
  return (
    <p className="flex items-start gap-2 px-1 text-sm text-muted-foreground">
      <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-muted">
        <Icon aria-hidden className="size-3" />
      </span>
      <span dir="auto" className="min-w-0 wrap-anywhere">
        {eventText(item)}
        <span aria-hidden> · </span>
        <When at={item.at} />
      </span>
    </p>
  );
}

/** The thread as one timeline, oldest first: messages, internal notes and system events. */
export function TicketThread({ items }: { items: TicketTimelineItem[] }) {
  return (
    <section aria-labelledby="fil-titre" className="grid grid-cols-1 gap-3">
      <h2 id="fil-titre" className="text-lg font-semibold">
        {t.heading}
      </h2>
      <ol className="grid grid-cols-1 gap-3">
        {items.map((item) => (
          <li key={item.id}>
            {item.kind === "event" ? <EventEntry item={item} /> : <MessageEntry item={item} />}
          </li>
        ))}
      </ol>
    </section>
  );
}
