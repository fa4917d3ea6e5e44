import { journalTexts as t } from "~/content/journal";
import type { JournalEntryView } from "~/contracts/journal-entry";
import { formatDateTimeCompact } from "~/lib/date-time";

const th = "px-4 py-3 text-left font-medium";

function When({ at, className }: { at: Date; className?: string }) {
  return (
    <time dateTime={at.toISOString()} className={className}>
      {formatDateTimeCompact(at)}
    </time>
  );
}

function Actor({ entry }: { entry: JournalEntryView }) {
  return (
    <>
      <span dir="auto" className="block truncate">
        {entry.actorName}
      </span>
      <span
        dir="auto"
        title={entry.actorEmail ?? undefined}
        className="block truncate text-xs text-muted-foreground"
      >
        {entry.actorEmail ?? t.platform}
      </span>
    </>
  );
}

/** The journal from `md` up: one row per entry. */
export function JournalTable({ entries }: { entries: JournalEntryView[] }) {
  const c = t.columns;
  return (
    <div className="hidden overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm md:block">
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">{t.listLabel}</caption>
        <thead className="border-b bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className={`${th} w-44`}>
              {c.at}
            </th>
            <th scope="col" className={`${th} w-[24%]`}>
              {c.actor}
            </th>
            <th scope="col" className={`${th} w-[18%]`}>
              {c.action}
            </th>
            <th scope="col" className={th}>
              {c.target}
            </th>
            <th scope="col" className={th}>
              {c.details}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b align-top last:border-0">
              <td className="px-4 py-3 whitespace-nowrap text-muted-foreground tabular-nums">
                <When at={entry.at} />
              </td>
              <td className="px-4 py-3">
                <Actor entry={entry} />
              </td>
              <td className="px-4 py-3 font-medium">{entry.actionLabel}</td>
              <td dir="auto" className="px-4 py-3 break-words">
                {entry.target}
              </td>
              <td dir="auto" className="px-4 py-3 break-words text-muted-foreground">
                {entry.details}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The journal below `md`: one stacked block per entry, nothing wider than the screen. */
export function JournalStack({ entries }: { entries: JournalEntryView[] }) {
  return (
    <ul
      aria-label={t.listLabel}
      className="divide-y overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm md:hidden"
    >
      {entries.map((entry) => (
        <li key={entry.id} className="grid min-w-0 gap-1 p-4 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="font-medium">{entry.actionLabel}</span>
            <When at={entry.at} className="shrink-0 text-xs text-muted-foreground tabular-nums" />
          </div>
          {entry.target ? (
            <p dir="auto" className="break-words">
              {entry.target}
            </p>
          ) : null}
          {entry.details ? (
            <p dir="auto" className="break-words text-muted-foreground">
              {entry.details}
            </p>
          ) : null}
          <p className="mt-1 min-w-0 text-xs text-muted-foreground">
            <span dir="auto" className="break-words">
              {entry.actorName}
            </span>
            {entry.actorEmail ? (
              <span dir="auto" title={entry.actorEmail} className="block truncate">
                {entry.actorEmail}
              </span>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
