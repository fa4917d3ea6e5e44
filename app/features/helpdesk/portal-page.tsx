import { PortalHelp } from "~/components/module/portal-help";
import type { ContributedLink } from "~/lib/module-contributions";
import { portalTexts } from "~/content/helpdesk-portal";
import type { PortalResult, PortalWorkspaceView } from "~/contracts/helpdesk-portal";
import { ClosedNotice } from "./portal-closed-notice";
import { PortalRequestForm } from "./portal-form";

/**
 * /portail/{slug}: the form (an accepted post redirects to the confirmation, portal-sent.tsx).
 * While the workspace is read-only (its trial is over) the notice takes the form's place, before
 * anyone types: the server would refuse the request. A refusal that came back anyway (the trial
 * ended while the form was open) shows the form again, with the input kept and the refusal.
 */
export function PortalPage({
  workspace,
  result,
  help,
}: {
  workspace: PortalWorkspaceView;
  result: PortalResult | undefined;
  /** The modules' suggestions for the help search (decision 0083); null: none offers any. */
  help?: { query: string; links: ContributedLink[] } | null;
}) {
  const closed = workspace.readOnly && !result;
  return (
    <div className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-balance">{portalTexts.title}</h1>
      {closed ? (
        <div className="mt-4">
          <ClosedNotice
            title={portalTexts.closed.title}
            text={portalTexts.closed.text(workspace.name)}
          />
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-pretty text-muted-foreground">
            {portalTexts.lead(workspace.name)}
          </p>
          {help ? <PortalHelp query={help.query} links={help.links} /> : null}
          <PortalRequestForm result={result} />
        </>
      )}
    </div>
  );
}
