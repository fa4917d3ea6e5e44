import type { WorkspaceResult } from "./workspace-result";

/**
 * The answer of a module's settings form (the helpdesk's, the inventory's…). `nonce` changes on
 * every success (the page resets that form); `secret` is a secret just made (the inbound secret,
 * the agent token), shown once and never stored in clear; on a refusal, `values` keeps the input
 * (with `id`, the row an edit or a removal concerned).
 */
export type SettingsResult =
  | (Extract<WorkspaceResult, { ok: true }> & { nonce: string; secret?: string })
  | Extract<WorkspaceResult, { ok: false }>;
