import { codeBlockClass, CopyableCode } from "~/components/ui/copyable-code";
import { SecretOrOutcome, SecretState } from "~/components/module/secret-once";
import {
  helpdeskSettingsTexts as t,
  INBOUND_AUTH_HEADER,
  inboundServiceUrl,
} from "~/content/helpdesk-settings";
import type { HelpdeskSettingsView } from "~/contracts/helpdesk-settings-view";
import { SecretActions, SettingsCard } from "~/features/settings";
import { useSettingsResult } from "~/components/module/settings-result";

const m = t.inbound;

/**
 * 'E-mail entrant': where the mail server posts raw messages and how it authenticates (Postfix:
 * a Bearer header; an inbound-mail service: the secret in the URL, raw MIME mode), whether a
 * secret is set, a new secret (shown once, in the answer to the post that made it) and turning
 * inbound e-mail off.
 */
export function InboundCard({ view }: { view: HelpdeskSettingsView }) {
  const result = useSettingsResult(["inbound-generate", "inbound-disable"]);
  const enabled = view.inbound.enabled;
  return (
    <SettingsCard heading={m.heading} lead={m.lead} id="email-entrant">
      <dl className="grid gap-3 text-sm">
        <div className="grid gap-1">
          <dt className="text-muted-foreground">{m.endpoint}</dt>
          <dd>
            <CopyableCode
              id="entrant-adresse"
              prefix="POST"
              value={view.inbound.endpoint}
              texts={m.secret}
            />
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-muted-foreground">{m.header}</dt>
          <dd>
            <code className={codeBlockClass}>
              {INBOUND_AUTH_HEADER.name}: {INBOUND_AUTH_HEADER.value}
            </code>
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-muted-foreground">{m.service}</dt>
          <dd className="grid gap-2">
            <CopyableCode
              id="entrant-service"
              value={inboundServiceUrl(view.inbound.endpoint)}
              texts={m.secret}
            />
            <ul className="grid list-disc gap-1 pl-5 text-xs text-muted-foreground">
              {m.services.map((service) => (
                <li key={service.id}>{service.text}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <SecretState active={enabled} testId="inbound-state">
        {enabled ? m.enabled : m.disabled}
      </SecretState>
      <SecretOrOutcome
        id="email-entrant-secret"
        result={result}
        texts={{ notice: t.notices.secretGenerated, ...m.secret }}
      />
      <SecretActions
        active={enabled}
        intents={{ create: "inbound-generate", revoke: "inbound-disable" }}
        texts={m.actions}
      />
      {enabled ? <p className="text-xs text-muted-foreground">{m.regenerateHint}</p> : null}
    </SettingsCard>
  );
}
