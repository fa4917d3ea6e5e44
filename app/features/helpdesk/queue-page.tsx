import { useActionData } from "react-router";
import { ListPage } from "~/components/module/list-page";
import { Pagination } from "~/components/module/pagination";
import { FormAlert } from "~/components/ui/form-alert";
import { helpdeskQueueTexts as t } from "~/content/helpdesk-queue";
import { queueHref, type QueueView } from "~/contracts/helpdesk-queue";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { QueueEmpty } from "./queue-empty";
import { QueueFilters } from "./queue-filters";
import { QueueHeader } from "./queue-header";
import { QueuePortal } from "./queue-portal";
import { QueueTable } from "./queue-table";
import { QueueViews } from "./queue-views";

/** /dashboard/helpdesk for a signed-in person (null view: no workspace). */
export function HelpdeskQueuePage({ view, title }: { view: QueueView | null; title: string }) {
  const result = useActionData<WorkspaceResult>();
  if (!view) {
    return (
      <ListPage>
        <QueueHeader title={title} lead={null} />
        <FormAlert tone="error">{t.noWorkspace}</FormAlert>
      </ListPage>
    );
  }
  const { page } = view.query;
  const lead = view.canHandle ? t.lead(view.workspaceName) : t.memberLead(view.workspaceName);
  return (
    <ListPage>
      <QueueHeader
        title={title}
        lead={lead}
        query={view.query}
        role={view.role}
        satisfaction={view.satisfaction}
      />
      {/* The team's portal address goes under the list: the tickets come first. */}
      {view.canHandle ? null : <QueuePortal path={view.portalPath} url={view.portalUrl} />}
      <div className="grid gap-4">
        {view.canHandle ? <QueueViews query={view.query} /> : null}
        <QueueFilters view={view} />
      </div>
      {view.rows.length > 0 ? (
        <QueueTable view={view} result={result} />
      ) : (
        <QueueEmpty view={view} />
      )}
      <Pagination
        texts={t.pagination}
        previousHref={page > 1 ? queueHref({ ...view.query, page: page - 1 }) : null}
        nextHref={view.hasNext ? queueHref({ ...view.query, page: page + 1 }) : null}
        pageText={t.pagination.page(page)}
      />
      {view.canHandle ? <QueuePortal path={view.portalPath} url={view.portalUrl} /> : null}
    </ListPage>
  );
}
