import { data, redirect } from "react-router";
import {
  ABSENCES_PATH,
  absenceTexts,
  RULE_CHANNELS,
  RULES_PATH,
  ruleTexts,
  teamErrors,
  type AbsenceView,
  type RuleView,
  type TeamFormResult,
  type WorkloadView,
} from "~/content/team-management";
import { NO_STORE } from "~/lib/cache-control";
import { formatDateCompact } from "~/lib/date-time";
import { policyOf } from "~/server/helpdesk/index.server";
import { readForm, textField } from "~/server/platform/form.server";
import { WorkspaceError, workspaceErrorResponse } from "~/server/workspaces/tenant.server";
import { addAbsence, checkAbsence, currentAbsences, removeAbsence } from "./absence-store.server";
import { localDate } from "./availability.server";
import { readRules, saveRules } from "./rule-store.server";
import { noticeOf } from "./team-pages.server";
import { runTeams } from "./team-scope.server";
import { workspacePeople } from "~/server/workspaces/members.server";
import { workloadOf, type WorkloadContributions } from "./workload.server";

// The absences page (Technicien: their own; Administrateur and up: anyone's), the assignment
// rules (Administrateur and up) and the workload page (Technicien and up).

const dayLabel = (d: string) => formatDateCompact(new Date(`${d}T12:00:00Z`));

function refuse(status: number, formError: string, extra: Partial<TeamFormResult> = {}) {
  return data<TeamFormResult>({ ok: false, status, formError, ...extra } as TeamFormResult, {
    status,
    headers: NO_STORE,
  });
}

async function answer(
  request: Request,
  path: string,
  run: (form: FormData) => Promise<string | Record<string, string>>,
) {
  try {
    const form = await readForm(request);
    const outcome = await run(form);
    if (typeof outcome !== "string") return refuse(400, teamErrors.form, { fieldErrors: outcome });
    return redirect(`${path}?avis=${outcome}`, { status: 303, headers: NO_STORE });
  } catch (error) {
    if (error instanceof WorkspaceError) return refuse(error.status, error.message);
    throw error;
  }
}

export async function absencesLoader(request: Request) {
  const view = await runTeams(request, "absence.own", async (ctx): Promise<AbsenceView> => {
    const today = localDate((await policyOf(ctx.tx)).calendar.timeZone, ctx.now);
    const rows = await currentAbsences(ctx.tx, today);
    const people = ctx.canManage
      ? await workspacePeople(ctx.tx, null)
      : [{ id: ctx.actor.id, name: ctx.actor.name }];
    return {
      items: rows.map((r) => ({
        id: r.id,
        person: r.name,
        period: absenceTexts.period(dayLabel(r.startsOn), dayLabel(r.endsOn)),
        note: r.note,
        current: r.startsOn <= today,
        canRemove: ctx.canManage || r.userId === ctx.actor.id,
      })),
      people,
      ownOnly: !ctx.canManage,
      today,
    };
  }).catch(workspaceErrorResponse);
  const notice = noticeOf(request, { ajoute: absenceTexts.added, supprime: absenceTexts.removed });
  return data({ view, notice }, { headers: NO_STORE });
}

export function absencesAction(request: Request) {
  return answer(request, ABSENCES_PATH, async (form) => {
    if (textField(form, "intent") === "remove") {
      await runTeams(request, "absence.own", (ctx) => removeAbsence(ctx, textField(form, "id")));
      return "supprime";
    }
    const input = {
      userId: textField(form, "userId"),
      startsOn: textField(form, "startsOn"),
      endsOn: textField(form, "endsOn"),
      note: textField(form, "note").trim(),
    };
    const errors = checkAbsence(input);
    if (Object.keys(errors).length) return errors;
    await runTeams(request, "absence.own", (ctx) => addAbsence(ctx, input));
    return "ajoute";
  });
}

export async function rulesLoader(request: Request) {
  const view = await runTeams(request, "team.manage", async (ctx): Promise<RuleView> =>
    readRules(ctx.tx),
  ).catch(workspaceErrorResponse);
  return data(
    { view, notice: noticeOf(request, { enregistre: ruleTexts.saved }) },
    { headers: NO_STORE },
  );
}

export function rulesAction(request: Request) {
  return answer(request, RULES_PATH, async (form) => {
    const categories: Record<string, string> = {};
    for (const [key, value] of form.entries()) {
      if (key.startsWith("category:") && typeof value === "string")
        categories[key.slice(9)] = value;
    }
    const channels = Object.fromEntries(
      RULE_CHANNELS.map((c) => [c, textField(form, `channel:${c}`)]),
    );
    await runTeams(request, "team.manage", (ctx) => saveRules(ctx, { categories, channels }));
    return "enregistre";
  });
}

export async function workloadLoader(request: Request, contributions: WorkloadContributions) {
  const view = await runTeams(request, "workload.read", async (ctx): Promise<WorkloadView> => ({
    ...(await workloadOf(ctx.tx, ctx.now, contributions)),
    canManage: ctx.canManage,
  })).catch(workspaceErrorResponse);
  return data({ view }, { headers: NO_STORE });
}
