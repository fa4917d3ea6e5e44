import type { z } from "zod";
import { helpdeskSettingsTexts, targetFields } from "~/content/helpdesk-settings";
import {
  autoCloseSchema,
  calendarSchema,
  cannedReplySchema,
  categorySchema,
  holidayRemovalSchema,
  holidaySchema,
  slaTargetsSchema,
} from "~/contracts/helpdesk-settings-schemas";
import { TICKET_PRIORITIES } from "~/content/helpdesk";
import { env } from "~/server/env.server";
import { createCannedReply, deleteCannedReply, updateCannedReply } from "./canned-commands.server";
import { createCategory, deleteCategory, updateCategory } from "./category-commands.server";
import { textField } from "~/server/platform/form.server";
import {
  loadSettingsPage,
  settingsAction,
  type SettingsOutcome,
} from "~/server/platform/settings-action.server";
import { runHelpdesk } from "../helpdesk-action.server";
import { disableInbound, generateInboundSecret } from "../inbound/inbound-settings.server";
import {
  addHoliday,
  removeHoliday,
  saveAutoClose,
  saveCalendar,
  saveSlaTargets,
} from "./policy-commands.server";
import { parseFields } from "~/server/platform/field-parse.server";
import { settingsView } from "./settings-view.server";
import type { HelpdeskContext } from "../tickets/ticket-core.server";

// /dashboard/helpdesk/parametres: owners and administrators (`helpdesk.configure`) see and change
// the helpdesk's settings, through the platform's settings page (settings-action.server.ts).

const t = helpdeskSettingsTexts;

export const loadHelpdeskSettings = (request: Request) =>
  loadSettingsPage(request, "helpdesk.configure", ({ tx, workspace }) =>
    settingsView(tx, workspace, env().siteUrl),
  );

type Command = (ctx: HelpdeskContext, form: FormData) => Promise<SettingsOutcome>;

/** The form's fields through `schema`; a 400 naming each wrong field otherwise. */
const parse = <S extends z.ZodType>(schema: S, input: Record<string, unknown>) =>
  parseFields(schema, input, t.errors.invalid);

const fields = (form: FormData, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, textField(form, name)]));

const category = (form: FormData) =>
  parse(categorySchema, fields(form, ["name", "parentId", "assigneeId", "priority"]));
const canned = (form: FormData) => parse(cannedReplySchema, fields(form, ["title", "body"]));
const targetNames = TICKET_PRIORITIES.flatMap((p) => Object.values(targetFields(p)));

const COMMANDS: Record<string, Command> = {
  "category-create": (ctx, form) => createCategory(ctx, category(form)),
  "category-update": (ctx, form) => updateCategory(ctx, textField(form, "id"), category(form)),
  "category-delete": (ctx, form) => deleteCategory(ctx, textField(form, "id")),
  "sla-save": (ctx, form) =>
    saveSlaTargets(ctx, parse(slaTargetsSchema, fields(form, targetNames))),
  "calendar-save": (ctx, form) =>
    saveCalendar(
      ctx,
      parse(calendarSchema, {
        ...fields(form, ["timeZone", "start", "end"]),
        workDays: form.getAll("workDays").filter((v) => typeof v === "string"),
      }),
    ),
  "holiday-add": (ctx, form) =>
    addHoliday(ctx, parse(holidaySchema, fields(form, ["date", "label"]))),
  "holiday-remove": (ctx, form) =>
    removeHoliday(ctx, parse(holidayRemovalSchema, fields(form, ["date"])).date),
  "auto-close-save": (ctx, form) =>
    saveAutoClose(ctx, parse(autoCloseSchema, fields(form, ["days"])).days),
  "canned-create": (ctx, form) => createCannedReply(ctx, canned(form)),
  "canned-update": (ctx, form) => updateCannedReply(ctx, textField(form, "id"), canned(form)),
  "canned-delete": (ctx, form) => deleteCannedReply(ctx, textField(form, "id")),
  "inbound-generate": (ctx) => generateInboundSecret(ctx),
  "inbound-disable": (ctx) => disableInbound(ctx),
};

export const helpdeskSettingsAction = (request: Request) =>
  settingsAction(request, {
    logName: "Helpdesk settings",
    commands: COMMANDS,
    run: (req, fn) => runHelpdesk(req, { permission: "helpdesk.configure", write: true }, fn),
    errors: t.errors,
    repeatable: ["workDays"],
  });
