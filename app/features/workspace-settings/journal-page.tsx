import { ChevronLeft, ChevronRight, Download, ScrollText } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { JOURNAL_CATEGORIES, journalTexts as t } from "~/content/journal";
import type { JournalEntryView } from "~/contracts/journal-entry";
import { journalExportHref, journalHref, type JournalQuery } from "~/contracts/journal-query";
import { SettingsFrame } from "~/features/settings";
import { cn } from "~/lib/cn";
import { JournalStack, JournalTable } from "./journal-entries";

export interface JournalView {
  entries: JournalEntryView[];
  newer: string | null;
  older: string | null;
  query: JournalQuery;
  workspaceName: string;
}

/** /dashboard/parametres/journal: the workspace's journal, newest first, by pages of 50. */
export function JournalPage({ view }: { view: JournalView }) {
  const { entries, query } = view;
  return (
    <SettingsFrame current="journal" lead={t.lead(view.workspaceName)}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <CategoryFilter query={query} />
        {/* A file download: a plain link, not a client-side navigation. */}
        <a
          href={journalExportHref(query.category)}
          className={cn(buttonClass("outline"), "self-start sm:self-auto")}
        >
          <Download aria-hidden />
          {t.exportCsv}
        </a>
      </div>
      {entries.length > 0 ? (
        <>
          <JournalTable entries={entries} />
          <JournalStack entries={entries} />
        </>
      ) : (
        <JournalEmpty filtered={query.category !== "all"} />
      )}
      <JournalPagination view={view} />
    </SettingsFrame>
  );
}

function CategoryFilter({ query }: { query: JournalQuery }) {
  return (
    <nav aria-label={t.filtersLabel}>
      <ul className="inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {JOURNAL_CATEGORIES.map((category) => {
          const active = category.id === query.category;
          return (
            <li key={category.id}>
              <Link
                to={journalHref({ category: category.id })}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex h-8 items-center rounded-md px-3 text-sm font-medium transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  active
                    ? "bg-background text-foreground shadow-sm"
                    : "text-muted-foreground hover:text-foreground",
                )}
              >
                {category.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function JournalEmpty({ filtered }: { filtered: boolean }) {
  return (
    <section className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-12 text-center shadow-sm">
      <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
        <ScrollText aria-hidden className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{t.emptyTitle}</h2>
      <p className="mt-1 max-w-md text-sm text-muted-foreground">
        {filtered ? t.emptyFilter : t.emptyText}
      </p>
      {filtered ? (
        <Link to={journalHref()} className={cn(buttonClass("outline"), "mt-6")}>
          {t.showAll}
        </Link>
      ) : null}
    </section>
  );
}

const disabled = cn(buttonClass("outline", "sm"), "pointer-events-none opacity-50");

/** 'Plus récents' / 'Plus anciens': keyset links keeping the category; nothing for one page. */
function JournalPagination({ view }: { view: JournalView }) {
  const { newer, older, query } = view;
  if (!newer && !older) return null;
  const category = query.category;
  return (
    <nav aria-label={t.paginationLabel} className="flex items-center justify-between gap-3">
      {newer ? (
        <Link
          to={journalHref({ category, after: newer })}
          rel="prev"
          className={buttonClass("outline", "sm")}
        >
          <ChevronLeft aria-hidden />
          {t.newer}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          <ChevronLeft aria-hidden />
          {t.newer}
        </span>
      )}
      {older ? (
        <Link
          to={journalHref({ category, before: older })}
          rel="next"
          className={buttonClass("outline", "sm")}
        >
          {t.older}
          <ChevronRight aria-hidden />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          {t.older}
          <ChevronRight aria-hidden />
        </span>
      )}
    </nav>
  );
}
