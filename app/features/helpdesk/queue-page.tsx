import type { ReactNode } from "react";
import { useActionData } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { helpdeskQueueTexts as t } from "~/content/helpdesk-queue";
import type { QueueView } from "~/contracts/helpdesk-queue";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { QueueEmpty } from "./queue-empty";
import { QueueFilters } from "./queue-filters";
import { QueueHeader } from "./queue-header";
import { QueuePagination } from "./queue-pagination";
import { QueuePortal } from "./queue-portal";
import { QueueTable } from "./queue-table";
import { QueueViews } from "./queue-views";

/** /dashboard/helpdesk for a signed-in person (null view: no workspace). */
export function HelpdeskQueuePage({ view, title }: { view: QueueView | null; title: string }) {
  const result = useActionData<WorkspaceResult>();
  if (!view) {
    return (
      <Page>
        <QueueHeader title={title} lead={null} />
        <FormAlert tone="error">{t.noWorkspace}</FormAlert>
      </Page>
    );
  }
  const lead = view.canHandle ? t.lead(view.workspaceName) : t.memberLead(view.workspaceName);
  return (
    <Page>
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
      <QueuePagination query={view.query} hasNext={view.hasNext} />
      {view.canHandle ? <QueuePortal path={view.portalPath} url={view.portalUrl} /> : null}
    </Page>
  );
}

function Page({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl min-w-0 gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      {children}
    </div>
  );
}
