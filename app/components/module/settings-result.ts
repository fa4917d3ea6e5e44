import { useActionData } from "react-router";

// What every form of a module's settings page shares: the answer of the last post when it
// concerns the form (the platform's settings action, app/server/platform/settings-action.server.ts).

/** What a settings action answers (the contract's `SettingsResult` is this). */
type SettingsResult =
  | { ok: true; intent: string; notice: string; nonce: string; secret?: string }
  | {
      ok: false;
      intent: string;
      status: number;
      formError?: string;
      fieldErrors?: Record<string, string>;
      values?: Record<string, string>;
    };

export type SettingsFailure = Extract<SettingsResult, { ok: false }>;

/** The last answer when it concerns one of `intents` (and, given `id`, a refusal about that row). */
export function useSettingsResult(intents: readonly string[], id?: string) {
  const result = useActionData<SettingsResult>();
  if (!result || !intents.includes(result.intent)) return undefined;
  if (id !== undefined && !result.ok && result.values?.id !== id) return undefined;
  return result;
}

export const failureOf = (result: SettingsResult | undefined): SettingsFailure | undefined =>
  result && !result.ok ? result : undefined;

/**
 * A key that changes after each success and with the values a form shows: a form keyed with it
 * starts again from them (empty for an add form). The values count too because the answer
 * arrives before the page's data is reloaded: the form then shows the saved values once more.
 */
export const resetKey = (result: SettingsResult | undefined, ...shown: unknown[]) =>
  `${result?.ok ? result.nonce : "saisie"}${shown.length ? JSON.stringify(shown) : ""}`;
