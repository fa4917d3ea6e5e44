import { randomUUID } from "node:crypto";
import { data } from "react-router";
import { contactErrors } from "~/content/contact-errors";
import type { SettingsResult } from "~/contracts/settings-result";
import { describeDbError } from "~/server/db/client.server";
import { NO_STORE } from "~/lib/cache-control";
import {
  WorkspaceError,
  withWorkspace,
  workspaceErrorResponse,
  type TenantOptions,
  type TenantScope,
} from "~/server/workspaces/tenant.server";
import { readForm, textField } from "./form.server";
import { FieldRefusal } from "./refusal.server";

// A module's settings page (/dashboard/<module>/parametres): the loader shows the view to those
// with the module's configure permission (a French 403 page otherwise); each form posts its
// `intent`, and the action checks the role and the read-only trial, then the fields, then runs
// the command in the tenant transaction (with its journal entry) and answers a notice, or a
// refusal with the input kept, nothing changed. The module gives its commands and texts
// (decision 0081).

/** The settings view of the active workspace, for those who may configure the module. */
export async function loadSettingsPage<V>(
  request: Request,
  permission: TenantOptions["permission"],
  view: (scope: TenantScope) => Promise<V>,
) {
  try {
    return data(
      { view: await withWorkspace(request, view, { permission }) },
      { headers: NO_STORE },
    );
  } catch (error) {
    return workspaceErrorResponse(error);
  }
}

/** A notice, or a notice with a secret shown once. */
export type SettingsOutcome = string | { notice: string; secret: string };

export interface SettingsActionSpec<C> {
  /** What the server log calls the module's settings when the database fails. */
  logName: string;
  /** The commands by intent: they read their fields (a FieldRefusal names the wrong ones). */
  commands: Record<string, (ctx: C, form: FormData) => Promise<SettingsOutcome>>;
  /** Runs a command in the tenant transaction, with the module's context, as a write. */
  run: <T>(request: Request, fn: (ctx: C) => Promise<T>) => Promise<T>;
  errors: { unknownIntent: string; unavailable: string };
  /** The fields a form may send more than once (checkboxes); any other twice is a forged form. */
  repeatable?: readonly string[];
}

/** The action of a settings page: one command per post, by its `intent`. */
export async function settingsAction<C>(request: Request, spec: SettingsActionSpec<C>) {
  let intent = "";
  let form: FormData | undefined;
  const refuse = (status: number, formError: string, fieldErrors?: Record<string, string>) =>
    data<SettingsResult>(
      {
        ok: false,
        intent,
        status,
        formError,
        fieldErrors,
        values: form ? valuesOf(form) : undefined,
      },
      { status, headers: NO_STORE },
    );
  try {
    form = await readForm(request);
    intent = textField(form, "intent");
    const repeatable = new Set(spec.repeatable);
    const names = [...new Set(form.keys())];
    if (names.some((name) => !repeatable.has(name) && form!.getAll(name).length > 1)) {
      form = undefined; // a forged form: nothing of it is shown back
      return refuse(400, contactErrors.malformed);
    }
    const command = Object.hasOwn(spec.commands, intent) ? spec.commands[intent] : undefined;
    if (!command) return refuse(400, spec.errors.unknownIntent);
    const sent = form;
    const outcome = await spec.run(request, (ctx) => command(ctx, sent));
    const answer = typeof outcome === "string" ? { notice: outcome } : outcome;
    return data<SettingsResult>(
      { ok: true, intent, nonce: randomUUID(), ...answer },
      { headers: NO_STORE },
    );
  } catch (error) {
    if (error instanceof FieldRefusal) {
      return refuse(error.status, error.message, error.fieldErrors);
    }
    if (error instanceof WorkspaceError) return refuse(error.status, error.message);
    if (error instanceof Response) throw error;
    console.error(`${spec.logName} failed: ${describeDbError(error)}`);
    return refuse(503, spec.errors.unavailable);
  }
}

/** What the form sent, kept on a refusal (a repeatable field's values joined with commas). */
function valuesOf(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of new Set(form.keys())) {
    if (name === "intent") continue;
    values[name] = form
      .getAll(name)
      .filter((v) => typeof v === "string")
      .join(",");
  }
  return values;
}
