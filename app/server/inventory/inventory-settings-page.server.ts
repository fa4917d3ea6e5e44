import { randomUUID } from "node:crypto";
import { data } from "react-router";
import type { z } from "zod";
import { contactErrors } from "~/content/contact-errors";
import { inventorySettingsTexts } from "~/content/inventory-settings";
import {
  customFieldSchema,
  locationNameSchema,
  typeNameSchema,
} from "~/contracts/inventory-settings-schemas";
import type { InventorySettingsResult } from "~/contracts/inventory-settings-view";
import { describeDbError } from "~/server/db/client.server";
import { env } from "~/server/env.server";
import { readForm, textField } from "~/server/platform/form.server";
import {
  WorkspaceError,
  withWorkspace,
  workspaceErrorResponse,
} from "~/server/workspaces/tenant.server";
import { createAgentToken, revokeAgentToken } from "./agent/agent-token.server";
import { parseFields } from "~/server/platform/field-parse.server";
import { FieldRefusal } from "~/server/platform/refusal.server";
import type { InventoryContext } from "./inventory-context.server";
import {
  addCustomField,
  createLocation,
  createType,
  deleteLocation,
  deleteType,
  removeCustomField,
  renameLocation,
  renameType,
} from "./inventory-settings-commands.server";
import { inventorySettingsView } from "./inventory-settings-view.server";

// /dashboard/inventory-management/parametres: owners and administrators (`asset.configure`) see
// and change the inventory's settings; anyone else gets the French 403 page. Each form posts its
// `intent`; the action checks the role and the read-only trial first, then the fields, then runs
// the command in the tenant transaction (with its journal entry) and answers a notice, or a
// refusal with the input kept, nothing changed.

const t = inventorySettingsTexts;
const NO_STORE = { "Cache-Control": "private, no-store" };

export async function loadInventorySettings(request: Request) {
  try {
    const view = await withWorkspace(
      request,
      ({ tx, workspace }) => inventorySettingsView(tx, workspace, env().siteUrl),
      { permission: "asset.configure" },
    );
    return data({ view }, { headers: NO_STORE });
  } catch (error) {
    return workspaceErrorResponse(error);
  }
}

type Outcome = string | { notice: string; secret: string };
type Command = (ctx: InventoryContext, form: FormData, organizationId: string) => Promise<Outcome>;

/** The form's fields through `schema`; a 400 naming each wrong field otherwise. */
const parse = <S extends z.ZodType>(schema: S, input: Record<string, unknown>) =>
  parseFields(schema, input, t.errors.invalid);

const name = (form: FormData, schema: typeof typeNameSchema | typeof locationNameSchema) =>
  parse(schema, { name: textField(form, "name") }).name;
const id = (form: FormData) => textField(form, "id");

const COMMANDS: Record<string, Command> = {
  "type-create": (ctx, form) => createType(ctx, name(form, typeNameSchema)),
  "type-rename": (ctx, form) => renameType(ctx, id(form), name(form, typeNameSchema)),
  "type-delete": (ctx, form) => deleteType(ctx, id(form)),
  "field-add": (ctx, form) =>
    addCustomField(
      ctx,
      id(form),
      parse(customFieldSchema, { label: textField(form, "label"), kind: textField(form, "kind") }),
    ),
  "field-remove": (ctx, form) => removeCustomField(ctx, id(form), textField(form, "fieldId")),
  "location-create": (ctx, form) => createLocation(ctx, name(form, locationNameSchema)),
  "location-rename": (ctx, form) => renameLocation(ctx, id(form), name(form, locationNameSchema)),
  "location-delete": (ctx, form) => deleteLocation(ctx, id(form)),
  "token-create": async (ctx, _form, organizationId) => ({
    notice: t.notices.tokenCreated,
    secret: await createAgentToken(ctx, organizationId),
  }),
  "token-revoke": async (ctx) => {
    await revokeAgentToken(ctx);
    return t.notices.tokenRevoked;
  },
};

function refuse(
  intent: string,
  status: number,
  formError: string,
  form?: FormData,
  fieldErrors?: Record<string, string>,
) {
  const values = form
    ? Object.fromEntries(
        [...form.entries()].filter(
          (entry): entry is [string, string] =>
            entry[0] !== "intent" && typeof entry[1] === "string",
        ),
      )
    : undefined;
  return data<InventorySettingsResult>(
    { ok: false, intent, status, formError, fieldErrors, values },
    { status, headers: NO_STORE },
  );
}

export async function inventorySettingsAction(request: Request) {
  let intent = "";
  let form: FormData | undefined;
  try {
    form = await readForm(request);
    intent = textField(form, "intent");
    if ([...new Set(form.keys())].some((key) => form!.getAll(key).length > 1)) {
      return refuse(intent, 400, contactErrors.malformed);
    }
    const command = Object.hasOwn(COMMANDS, intent) ? COMMANDS[intent] : undefined;
    if (!command) return refuse(intent, 400, t.errors.unknownIntent);
    const sent = form;
    const outcome = await withWorkspace(
      request,
      ({ tx, viewer, workspace }) =>
        command(
          { tx, actor: { id: viewer.id, name: viewer.name, email: viewer.email }, now: new Date() },
          sent,
          workspace.id,
        ),
      { permission: "asset.configure", write: true },
    );
    const answer = typeof outcome === "string" ? { notice: outcome } : outcome;
    return data<InventorySettingsResult>(
      { ok: true, intent, nonce: randomUUID(), ...answer },
      { headers: NO_STORE },
    );
  } catch (error) {
    if (error instanceof FieldRefusal) {
      return refuse(intent, error.status, error.message, form, error.fieldErrors);
    }
    if (error instanceof WorkspaceError) return refuse(intent, error.status, error.message, form);
    if (error instanceof Response) throw error;
    console.error(`Inventory settings failed: ${describeDbError(error)}`);
    return refuse(intent, 503, t.errors.unavailable, form);
  }
}
