import { useActionData } from "react-router";
import type { HelpdeskSettingsResult } from "~/contracts/helpdesk-settings-view";

// What every form of the helpdesk settings shares: the answer of the last post that concerns it
// (the fields, the outcome and the edit panels are the kit's: ~/components/module).

export type Failure = Extract<HelpdeskSettingsResult, { ok: false }>;

/** The last answer if it concerns one of `intents`. */
export function useResult(...intents: string[]): HelpdeskSettingsResult | undefined {
  const result = useActionData<HelpdeskSettingsResult>();
  return result && intents.includes(result.intent) ? result : undefined;
}

export const failureOf = (result: HelpdeskSettingsResult | undefined): Failure | undefined =>
  result && !result.ok ? result : undefined;

/**
 * A key that changes after each success and with the values a form shows: a form keyed with it
 * starts again from them (empty for an add form). The values count too because the answer
 * arrives before the page's data is reloaded: the form then shows the saved values once more.
 */
export const resetKey = (result: HelpdeskSettingsResult | undefined, ...shown: unknown[]) =>
  `${result?.ok ? result.nonce : "saisie"}${shown.length ? JSON.stringify(shown) : ""}`;
