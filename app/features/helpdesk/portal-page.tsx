import { portalTexts } from "~/content/helpdesk-portal";
import type { PortalResult, PortalWorkspaceView } from "~/contracts/helpdesk-portal";
import { PortalRequestForm } from "./portal-form";

/** /portail/{slug}: the form (an accepted post redirects to the confirmation, portal-sent.tsx). */
export function PortalPage({
  workspace,
  result,
}: {
  workspace: PortalWorkspaceView;
  result: PortalResult | undefined;
}) {
  return (
    <div className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-balance">{portalTexts.title}</h1>
      <p className="mt-2 text-sm text-pretty text-muted-foreground">
        {portalTexts.lead(workspace.name)}
      </p>
      <PortalRequestForm result={result} readOnly={workspace.readOnly} />
    </div>
  );
}
