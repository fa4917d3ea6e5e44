import type { z } from "zod";
import { inventorySettingsTexts } from "~/content/inventory-settings";
import {
  customFieldSchema,
  locationNameSchema,
  typeNameSchema,
} from "~/contracts/inventory-settings-schemas";
import { env } from "~/server/env.server";
import { textField } from "~/server/platform/form.server";
import {
  loadSettingsPage,
  settingsAction,
  type SettingsOutcome,
} from "~/server/platform/settings-action.server";
import { withWorkspace } from "~/server/workspaces/tenant.server";
import { actorOf } from "~/server/platform/actor.server";
import { createAgentToken, revokeAgentToken } from "./agent/agent-token.server";
import { parseFields } from "~/server/platform/field-parse.server";
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
// and change the inventory's settings, through the platform's settings page
// (settings-action.server.ts).

const t = inventorySettingsTexts;

export const loadInventorySettings = (request: Request) =>
  loadSettingsPage(request, "asset.configure", ({ tx, workspace }) =>
    inventorySettingsView(tx, workspace, env().siteUrl),
  );

/** The command context, with the workspace the agent token is made for. */
type SettingsContext = InventoryContext & { organizationId: string };
type Command = (ctx: SettingsContext, form: FormData) => Promise<SettingsOutcome>;

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
  "token-create": async (ctx) => ({
    notice: t.notices.tokenCreated,
    secret: await createAgentToken(ctx, ctx.organizationId),
  }),
  "token-revoke": async (ctx) => {
    await revokeAgentToken(ctx);
    return t.notices.tokenRevoked;
  },
};

export const inventorySettingsAction = (request: Request) =>
  settingsAction<SettingsContext>(request, {
    logName: "Inventory settings",
    commands: COMMANDS,
    run: (req, fn) =>
      withWorkspace(
        req,
        ({ tx, viewer, workspace }) =>
          fn({
            tx,
            actor: actorOf(viewer),
            now: new Date(),
            organizationId: workspace.id,
          }),
        { permission: "asset.configure", write: true },
      ),
    errors: t.errors,
  });
