import { WorkspaceForm } from "~/components/module/workspace-form";
import { SubmitButton } from "~/components/ui/submit-button";
import { ConfirmedAction } from "~/features/members";

// What a settings card offers on a secret (the inbound-mail secret, the agent token): create one;
// once set, make a new one or revoke it, each after a question since the old one stops working at
// once and whatever uses it (a mail server, the agents) must be given the new one.

export interface SecretActionTexts {
  create: string;
  creating: string;
  renew: string;
  renewConfirm: string;
  renewSubmit: string;
  revoke: string;
  revokeConfirm: string;
  revokeSubmit: string;
  revoking: string;
}

export function SecretActions({
  active,
  intents,
  texts: t,
}: {
  active: boolean;
  /** The settings action's intents: `create` also makes a new one. */
  intents: { create: string; revoke: string };
  texts: SecretActionTexts;
}) {
  return (
    <div className="flex flex-wrap items-start gap-3">
      {active ? (
        <>
          <ConfirmedAction
            open={t.renew}
            question={t.renewConfirm}
            align="start"
            intent={intents.create}
            label={t.renewSubmit}
            pendingLabel={t.creating}
            variant="primary"
          />
          <ConfirmedAction
            open={t.revoke}
            question={t.revokeConfirm}
            align="start"
            intent={intents.revoke}
            label={t.revokeSubmit}
            pendingLabel={t.revoking}
          />
        </>
      ) : (
        <WorkspaceForm method="post">
          <SubmitButton
            intent={intents.create}
            label={t.create}
            pendingLabel={t.creating}
            className="w-auto"
          />
        </WorkspaceForm>
      )}
    </div>
  );
}
