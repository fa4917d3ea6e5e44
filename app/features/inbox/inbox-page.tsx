import { Download } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { inboxTexts } from "~/content/inbox";
import { inboxExportHref } from "~/contracts/inbox-query";
import { InboxEmpty } from "./inbox-empty";
import { InboxPagination } from "./inbox-pagination";
import { InboxSearchForm } from "./inbox-search-form";
import { MessageCards } from "./message-cards";
import { MessageTable } from "./message-table";
import { StatusFilters } from "./status-filters";
import type { InboxView } from "~/contracts/inbox-views";

/** /dashboard/messages: the contact requests, newest first, with filter, search and export. */
export function InboxPage({ view }: { view: InboxView }) {
  const { items, counts, total, pageCount, query } = view;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{inboxTexts.title}</h1>
          <p className="mt-1 text-muted-foreground">{inboxTexts.lead}</p>
        </div>
        {/* A file download: a plain link, not a client-side navigation. */}
        <a href={inboxExportHref(query)} className={buttonClass("outline")}>
          <Download aria-hidden />
          {inboxTexts.exportCsv}
        </a>
      </div>

      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <StatusFilters query={query} counts={counts} />
        <InboxSearchForm query={query} />
      </div>

      {items.length > 0 ? (
        <>
          <p className="text-sm text-muted-foreground" data-testid="inbox-total">
            {inboxTexts.resultCount(total)}
          </p>
          <MessageTable items={items} query={query} />
          <MessageCards items={items} query={query} />
        </>
      ) : (
        <InboxEmpty query={query} />
      )}

      <InboxPagination query={query} pageCount={pageCount} />
    </div>
  );
}
