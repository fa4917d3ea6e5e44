import { SecretOrOutcome, SecretState } from "~/components/module/secret-once";
import { agentExamples, inventorySettingsTexts as t } from "~/content/inventory-settings";
import type { InventorySettingsView } from "~/contracts/inventory-settings-view";
import { SecretActions, SettingsCard } from "~/features/settings";
import { useSettingsResult } from "~/components/module/settings-result";

const m = t.agent;
const code =
  "block rounded-md border bg-muted/50 px-3 py-2 font-mono text-xs whitespace-pre-wrap [overflow-wrap:anywhere] sm:text-sm";

/**
 * 'Découverte via agent': the address to give GLPI Agent, the token's state (its hint only), a new
 * token (shown once, in the answer to the post that made it), revoking it, and how to configure
 * the agent.
 */
export function AgentCard({ view }: { view: InventorySettingsView }) {
  const result = useSettingsResult(["token-create", "token-revoke"]);
  const token = view.agent.token;
  const examples = agentExamples(view.agent.endpoint);
  return (
    <SettingsCard heading={m.heading} lead={m.lead} id="agent">
      <div className="grid gap-1 text-sm">
        <p className="text-muted-foreground">{m.endpoint}</p>
        <code data-testid="agent-endpoint" className={code}>
          {view.agent.endpoint}
        </code>
      </div>
      <SecretState active={token !== null} testId="agent-token-state">
        {token ? m.tokenActive(token.hint, token.createdOn) : m.noToken}
      </SecretState>
      <SecretOrOutcome
        id="agent-jeton"
        result={result}
        texts={{ notice: t.notices.tokenCreated, ...m.secret }}
      />
      <SecretActions
        active={token !== null}
        intents={{ create: "token-create", revoke: "token-revoke" }}
        texts={m.actions}
      />
      <div className="grid gap-3 border-t pt-4 text-sm">
        <h3 className="text-base font-semibold">{m.howHeading}</h3>
        <p className="text-muted-foreground">{m.howLead}</p>
        <Example label={m.commandLine} text={examples.command} />
        <Example label={m.windows} text={examples.windows} />
        <Example label={m.configFile} text={examples.config} />
        <Example label={m.fusion} text={examples.fusion} />
        <Example label={m.curl} text={examples.curl} />
        <p className="text-muted-foreground">{m.matching}</p>
      </div>
    </SettingsCard>
  );
}

function Example({ label, text }: { label: string; text: string }) {
  return (
    <figure className="grid min-w-0 gap-1">
      <figcaption className="font-medium">{label}</figcaption>
      <pre className={code}>
        <code>{text}</code>
      </pre>
    </figure>
  );
}
