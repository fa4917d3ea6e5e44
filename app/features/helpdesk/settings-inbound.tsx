import { Check, Copy, KeyRound } from "lucide-react";
import { useState } from "react";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import {
  helpdeskSettingsTexts as t,
  INBOUND_AUTH_HEADER,
  inboundServiceUrl,
} from "~/content/helpdesk-settings";
import type { HelpdeskSettingsView } from "~/contracts/helpdesk-settings-view";
import { ActionForm, ConfirmAction } from "~/features/members";
import { SettingsCard } from "~/features/settings";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { fieldClass, Outcome, useResult } from "./settings-fields";

const m = t.inbound;
const code = "block rounded-md border bg-muted/50 px-3 py-2 font-mono text-sm break-all";

/**
 * 'E-mail entrant': where the mail server posts raw messages and how it authenticates (Postfix:
 * a Bearer header; an inbound-mail service: the secret in the URL, raw MIME mode), whether a
 * secret is set, a new secret (shown once, in the answer to the post that made it) and turning
 * inbound e-mail off.
 */
export function InboundCard({ view }: { view: HelpdeskSettingsView }) {
  const result = useResult("inbound-generate", "inbound-disable");
  const secret = result?.ok ? result.secret : undefined;
  const enabled = view.inbound.enabled;
  return (
    <SettingsCard heading={m.heading} lead={m.lead} id="email-entrant">
      <dl className="grid gap-3 text-sm">
        <div className="grid gap-1">
          <dt className="text-muted-foreground">{m.endpoint}</dt>
          <dd>
            <code className={code}>POST {view.inbound.endpoint}</code>
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-muted-foreground">{m.header}</dt>
          <dd>
            <code className={code}>
              {INBOUND_AUTH_HEADER.name}: {INBOUND_AUTH_HEADER.value}
            </code>
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-muted-foreground">{m.service}</dt>
          <dd className="grid gap-2">
            <code className={code}>{inboundServiceUrl(view.inbound.endpoint)}</code>
            <ul className="grid list-disc gap-1 pl-5 text-xs text-muted-foreground">
              {m.services.map((service) => (
                <li key={service.id}>{service.text}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <p
        data-testid="inbound-state"
        className={cn(
          "flex items-start gap-2 text-sm font-medium",
          enabled ? "text-success" : "text-muted-foreground",
        )}
      >
        <KeyRound aria-hidden className="mt-0.5 size-4 shrink-0" />
        {enabled ? m.enabled : m.disabled}
      </p>
      {secret ? <SecretOnce secret={secret} /> : <Outcome result={result} />}
      <div className="flex flex-wrap items-start gap-3">
        <WorkspaceForm method="post" className="grid gap-2">
          <SubmitButton
            intent="inbound-generate"
            label={enabled ? m.regenerate : m.generate}
            pendingLabel={m.generating}
            variant={enabled ? "outline" : "primary"}
            className="w-auto"
          />
        </WorkspaceForm>
        {enabled ? (
          <ConfirmAction open={m.disable} question={m.disableConfirm} align="start">
            <ActionForm
              intent="inbound-disable"
              fields={{}}
              label={m.disableSubmit}
              pendingLabel={m.disabling}
              variant="destructive"
            />
          </ConfirmAction>
        ) : null}
      </div>
      {enabled ? <p className="text-xs text-muted-foreground">{m.regenerateHint}</p> : null}
    </SettingsCard>
  );
}

/** The new secret, once: selectable without JavaScript, a copy button with it. */
function SecretOnce({ secret }: { secret: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-3 rounded-lg border border-success/50 bg-success/10 p-3">
      <FormAlert tone="success">{t.notices.secretGenerated}</FormAlert>
      <label htmlFor="email-entrant-secret" className="text-sm font-medium">
        {m.secretLabel}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="email-entrant-secret"
          readOnly
          value={secret}
          aria-describedby="email-entrant-secret-aide"
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className={cn(fieldClass, "h-10 min-w-0 flex-1 basis-64 font-mono")}
        />
        {hydrated ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
            }}
          >
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            <span aria-live="polite">{copied ? m.copied : m.copy}</span>
          </Button>
        ) : null}
      </div>
      <p id="email-entrant-secret-aide" className="text-sm font-medium">
        {m.secretOnce}
      </p>
    </div>
  );
}
