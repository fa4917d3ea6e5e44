import { WorkspaceForm } from "~/components/module/workspace-form";
import { SubmitButton } from "~/components/ui/submit-button";
import { ticketPageTexts } from "~/content/helpdesk-ticket";
import { FormRefusal, PanelCard, resultFor } from "./ticket-form-parts";
import { TicketPropertiesForm, type FormProps } from "./ticket-properties-form";

// The team's panel on a ticket: its properties in one form (./ticket-properties-form.tsx), and
// the requester's private link.

const t = ticketPageTexts;

/** 'Traiter le ticket': the team's panel of changes. */
export function TicketManageForms({ view, manage, result }: FormProps) {
  return (
    <PanelCard id="traiter" heading={t.manage}>
      <TicketPropertiesForm view={view} manage={manage} result={resultFor(result, "properties")} />
    </PanelCard>
  );
}

/** 'Lien du demandeur': sends the requester a new private link (the old one stops working). */
export function RequesterLinkCard({ view, result }: Omit<FormProps, "manage">) {
  return (
    <PanelCard id="lien-demandeur" heading={t.link.heading}>
      <p className="-mt-2 text-xs text-muted-foreground">{t.link.lead}</p>
      <WorkspaceForm method="post">
        <FormRefusal result={resultFor(result, "renew-link")} href={view.href} />
        <SubmitButton
          intent="renew-link"
          label={t.link.submit}
          pendingLabel={t.link.pending}
          variant="outline"
          className="h-auto min-h-10 w-full whitespace-normal"
        />
      </WorkspaceForm>
    </PanelCard>
  );
}
