import { z } from "zod";
import {
  CUSTOM_FIELD_KINDS,
  INVENTORY_SETTINGS_LIMITS as L,
  inventorySettingsTexts,
} from "~/content/inventory-settings";
import { helpdeskSettingsTexts } from "~/content/helpdesk-settings";
import { hasControlCharacters } from "~/lib/text-controls";

// One schema per form of /dashboard/inventory-management/parametres, used by the server only (the
// page imports ./inventory-settings-view.ts). Uniqueness and the rows named by id are checked by
// the commands (app/server/inventory/inventory-settings-commands.server.ts).

const e = inventorySettingsTexts.errors;

const oneLine = (max: number, required: string, tooLong: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .refine((v) => [...v].length <= max, tooLong)
    .refine((v) => !hasControlCharacters(v), helpdeskSettingsTexts.errors.control);

export const typeNameSchema = z.object({
  name: oneLine(L.typeName, e.typeNameRequired, e.typeNameTooLong),
});

export const customFieldSchema = z.object({
  label: oneLine(L.fieldLabel, e.fieldLabelRequired, e.fieldLabelTooLong),
  kind: z.enum(CUSTOM_FIELD_KINDS, { error: e.fieldKindUnknown }),
});

export const locationNameSchema = z.object({
  name: oneLine(L.locationName, e.locationNameRequired, e.locationNameTooLong),
});
