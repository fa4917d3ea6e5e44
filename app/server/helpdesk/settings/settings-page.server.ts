import { randomUUID } from "node:crypto";
import { data } from "react-router";
import type { z } from "zod";
import { helpdeskSettingsTexts, targetFields } from "~/content/helpdesk-settings";
import { contactErrors } from "~/content/contact-errors";
import {
  autoCloseSchema,
  calendarSchema,
  cannedReplySchema,
  categorySchema,
  holidayRemovalSchema,
  holidaySchema,
  slaTargetsSchema,
} from "~/contracts/helpdesk-settings-schemas";
import type { HelpdeskSettingsResult } from "~/contracts/helpdesk-settings-view";
import { TICKET_PRIORITIES } from "~/content/helpdesk";
import { describeDbError } from "~/server/db/client.server";
import { env } from "~/server/env.server";
import {
  WorkspaceError,
  withWorkspace,
  workspaceErrorResponse,
} from "~/server/workspaces/tenant.server";
import { createCannedReply, deleteCannedReply, updateCannedReply } from "./canned-commands.server";
import { createCategory, deleteCategory, updateCategory } from "./category-commands.server";
import { readForm, textField } from "~/server/platform/form.server";
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
import { FieldRefusal } from "~/server/platform/refusal.server";
import { settingsView } from "./settings-view.server";
import type { HelpdeskContext } from "../tickets/ticket-core.server";

// /dashboard/helpdesk/parametres: owners and administrators (`helpdesk.configure`) see and change
// the helpdesk's settings; anyone else gets the French 403 page. Each form posts its `intent`; the
// action checks the role and the read-only trial first, then the fields, then runs the command in
// the tenant transaction (with its journal entry) and answers a notice, or a refusal with the
// input kept, nothing changed.

const t = helpdeskSettingsTexts;
const NO_STORE = { "Cache-Control": "private, no-store" };

export async function loadHelpdeskSettings(request: Request) {
  try {
    const view = await withWorkspace(
      request,
      ({ tx, workspace }) => settingsView(tx, workspace, env().siteUrl),
      { permission: "helpdesk.configure" },
    );
    return data({ view }, { headers: NO_STORE });
  } catch (error) {
    return workspaceErrorResponse(error);
  }
}

type Outcome = string | { notice: string; secret: string };
type Command = (ctx: HelpdeskContext, form: FormData) => Promise<Outcome>;

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

/** What the form sent, kept on a refusal (several `workDays` joined with commas). */
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

/** A field sent twice (other than the working days' checkboxes) is a forged form. */
const repeated = (form: FormData) =>
  [...new Set(form.keys())].some((name) => name !== "workDays" && form.getAll(name).length > 1);

function refuse(
  intent: string,
  status: number,
  formError: string,
  form?: FormData,
  fieldErrors?: Record<string, string>,
) {
  return data<HelpdeskSettingsResult>(
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
}

export async function helpdeskSettingsAction(request: Request) {
  let intent = "";
  let form: FormData | undefined;
  try {
    form = await readForm(request);
    intent = textField(form, "intent");
    if (repeated(form)) return refuse(intent, 400, contactErrors.malformed);
    const command = Object.hasOwn(COMMANDS, intent) ? COMMANDS[intent] : undefined;
    if (!command) return refuse(intent, 400, t.errors.unknownIntent);
    const sent = form;
    const outcome = await runHelpdesk(
      request,
      { permission: "helpdesk.configure", write: true },
      (ctx) => command(ctx, sent),
    );
    const answer = typeof outcome === "string" ? { notice: outcome } : outcome;
    return data<HelpdeskSettingsResult>(
      { ok: true, intent, nonce: randomUUID(), ...answer },
      { headers: NO_STORE },
    );
  } catch (error) {
    if (error instanceof FieldRefusal) {
      return refuse(intent, error.status, error.message, form, error.fieldErrors);
    }
    if (error instanceof WorkspaceError) return refuse(intent, error.status, error.message, form);
    if (error instanceof Response) throw error;
    console.error(`Helpdesk settings failed: ${describeDbError(error)}`);
    return refuse(intent, 503, t.errors.unavailable, form);
  }
}
