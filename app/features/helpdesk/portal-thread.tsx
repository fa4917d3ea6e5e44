import { ArrowRight, Paperclip } from "lucide-react";
import { followTexts } from "~/content/helpdesk-portal";
import type { FollowAttachment, FollowEntry } from "~/contracts/helpdesk-portal";
import { cn } from "~/lib/cn";

// The public thread of the follow page: the request itself, the replies (the requester's and the
// team's, told apart by their look and their author) and the status changes, oldest first.

const t = followTexts;

function Files({ files, link }: { files: FollowAttachment[]; link: (id: string) => string }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label={t.attachments} className="mt-3 flex flex-wrap gap-2">
      {files.map((file) => (
        <li key={file.id} className="min-w-0 max-w-full">
          <a
            href={link(file.id)}
            download
            aria-label={t.download(file.filename)}
            className="inline-flex max-w-full items-center gap-1.5 rounded-md border bg-background px-2.5 py-1 text-xs hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Paperclip aria-hidden className="size-3.5 shrink-0" />
            <span className="truncate">{file.filename}</span>
            <span className="shrink-0 text-muted-foreground">{file.size}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Message({
  author,
  mine,
  at,
  body,
  files,
  link,
}: {
  author: string;
  mine: boolean;
  at: string;
  body: string;
  files: FollowAttachment[];
  link: (id: string) => string;
}) {
  return (
    <article
      className={cn(
        "rounded-lg border p-4",
        mine ? "bg-muted/40" : "border-l-4 border-l-brand bg-card",
      )}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold [overflow-wrap:anywhere]">{author}</span>
        <span className="text-xs text-muted-foreground">{at}</span>
      </header>
      <p className="mt-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{body}</p>
      <Files files={files} link={link} />
    </article>
  );
}

export function FollowThread({
  entries,
  link,
}: {
  entries: FollowEntry[];
  link: (id: string) => string;
}) {
  return (
    <ol className="grid gap-3" data-testid="follow-thread">
      {entries.map((entry) =>
        entry.kind === "status" ? (
          <li key={entry.id} className="flex items-start gap-2 px-1 text-xs text-muted-foreground">
            <ArrowRight aria-hidden className="mt-px size-3.5 shrink-0" />
            <p className="flex flex-wrap gap-x-2">
              <span>{t.statusChanged(entry.from, entry.to)}</span>
              <span className="whitespace-nowrap">{entry.at}</span>
            </p>
          </li>
        ) : (
          <li key={entry.id}>
            <Message
              author={entry.author === "requester" ? t.you : entry.authorName}
              mine={entry.author === "requester"}
              at={entry.at}
              body={entry.body}
              files={entry.attachments}
              link={link}
            />
          </li>
        ),
      )}
    </ol>
  );
}
